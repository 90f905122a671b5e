/**
 * Sends the fuzz's requests and judges each answer by the rules every answer must keep, whatever
 * was sent: no 5xx, a JSON body, every error with a string `extensions.code`, and none of them the
 * masked INTERNAL_SERVER_ERROR (which means a resolver threw something nobody expected).
 */

export interface RawRequest {
  method: string;
  /** Path and query string after the server's address, e.g. "/graphql?query=…". */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Finding {
  label: string;
  request: string;
  status: number;
  problem: string;
  response: string;
}

const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** What is wrong with an answer, or null when it keeps the rules. */
export function problemWith(method: string, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  // No body to judge: HEAD, and CORS preflights answered with 204.
  if (method === 'HEAD' || status === 204) return null;
  // Apollo's sandbox page, for a browser opening /graphql.
  if (method === 'GET' && status === 200 && contentType.startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON (${contentType || 'no content-type'})`;
  }
  if (body === null || typeof body !== 'object') return 'body is not a JSON object';
  const errors = (body as { errors?: unknown }).errors;
  if (errors === undefined) return status >= 400 ? `HTTP ${status} without errors` : null;
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty list';
  for (const error of errors as Array<{ extensions?: { code?: unknown } }>) {
    const code = error?.extensions?.code;
    if (typeof code !== 'string') return `an error without a code: ${clip(JSON.stringify(error), 300)}`;
    if (code === 'INTERNAL_SERVER_ERROR') return 'INTERNAL_SERVER_ERROR: an unexpected failure in the server';
  }
  return null;
}

export class FuzzClient {
  requests = 0;
  readonly findings: Finding[] = [];

  constructor(private readonly baseUrl: string) {}

  /** Sends one request; returns the problem found (also kept in `findings`) or null. */
  async send(label: string, request: RawRequest): Promise<{ problem: string | null; status: number; body: string }> {
    this.requests += 1;
    let status = 0;
    let contentType = '';
    let text = '';
    try {
      const response = await fetch(`${this.baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      status = response.status;
      contentType = response.headers.get('content-type') ?? '';
      text = await response.text();
    } catch (error) {
      // A reset connection or a socket closed without an answer: the server dropped the request.
      const cause: unknown = (error as Error).cause ?? error;
      const problem = `no answer: ${cause instanceof Error ? cause.message : JSON.stringify(cause)}`;
      this.record(label, request, 0, problem, '');
      return { problem, status: 0, body: '' };
    }
    const problem = problemWith(request.method, status, contentType, text);
    if (problem) this.record(label, request, status, problem, text);
    return { problem, status, body: text };
  }

  /** A GraphQL POST, as the web app sends it. */
  post(label: string, query: string, variables: Record<string, unknown>, token?: string) {
    return this.send(label, {
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  }

  private record(label: string, request: RawRequest, status: number, problem: string, response: string): void {
    const body = request.body === undefined ? '' : clip(String(request.body));
    this.findings.push({
      label,
      request: `${request.method} ${clip(request.path, 300)}\n${body}`,
      status,
      problem,
      response: clip(response),
    });
  }
}

export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f, i) =>
        `#${i + 1} ${f.label}: ${f.problem} (HTTP ${f.status})\n  request: ${f.request}\n  response: ${f.response}`,
    )
    .join('\n\n');
}
