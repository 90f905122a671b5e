import type { SessionClient } from './session-client';

/** An admin's writes of a kind of record through its create and delete mutations, each checked to be accepted. */
export function recordWrites(admin: () => SessionClient) {
  return {
    /** Writes a record through its create mutation and returns its id. */
    async create(kind: string, input: Record<string, unknown>): Promise<string> {
      // The kind is named at run time, so the operation is text, its answer typed here.
      const { body } = await admin().requestText<Record<string, { id: string }>>(
        `mutation($input: ${kind}Input!) { create${kind}(input: $input) { id } }`,
        { input },
      );
      expect(body.errors).toBeUndefined();
      return body.data![`create${kind}`].id;
    },
    async remove(kind: string, id: string): Promise<void> {
      const { body } = await admin().requestText(`mutation($id: ID!) { delete${kind}(id: $id) { id } }`, { id });
      expect(body.errors).toBeUndefined();
    },
  };
}
