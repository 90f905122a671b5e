import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { buildAppSchema } from '../src/schema';

/**
 * Every refusal the API sends names its sentence (extensions.reason, see shared/errors.ts), and
 * the web has that sentence in English, Bengali and Hindi, filling in exactly the values the
 * server sends: so a refusal reads in the reader's language on every screen, staff ones included.
 * The `why` argument stays optional in the helpers' types; this scan is what keeps it given.
 */

const SRC = path.join(__dirname, '..', 'src');
const LOCALES = path.join(__dirname, '..', '..', 'web', 'src', 'shared', 'i18n', 'locales');
const LANGUAGES = ['en', 'bn', 'hi'] as const;

interface SourceFile {
  file: string;
  text: string;
}

function sourceFiles(dir: string): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(path.join(SRC, '..'), full), text: fs.readFileSync(full, 'utf8') }];
  });
}

const sources = sourceFiles(SRC);

/** The text from `open` (just after a bracket) to its matching close, and that close's index; strings and template literals skipped. */
function enclosed(text: string, open: number): { inner: string; end: number } {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return { inner: text.slice(open, i), end: i };
      depth--;
    }
  }
  return { inner: text.slice(open), end: text.length };
}

/** The top-level arguments of a call's inner text. */
function argumentsOf(inner: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = inner.slice(start).trim();
  if (last) args.push(last);
  return args;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

interface Call {
  at: string;
  name: string;
  args: string[];
  inner: string;
}

/** Every call of `names` in the source, but not their definitions nor a file's own function of that name. */
function callsOf(names: string[]): Call[] {
  const pattern = new RegExp(`(?<![\\w.])(new GraphQLError|${names.join('|')})\\(`, 'g');
  const calls: Call[] = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1];
      const before = text.slice(Math.max(0, match.index - 9), match.index);
      if (before.endsWith('function ')) continue;
      // A file with a function of its own by that name (media's HTTP notFound) is not refusing in GraphQL.
      if (
        name !== 'new GraphQLError' &&
        new RegExp(`function ${name}\\(`).test(text) &&
        !file.endsWith(path.join('shared', 'errors.ts'))
      )
        continue;
      if (file.endsWith(path.join('shared', 'errors.ts'))) continue;
      const { inner } = enclosed(text, match.index + match[0].length);
      calls.push({ at: `${file}:${lineOf(text, match.index)}`, name, args: argumentsOf(inner), inner });
    }
  }
  return calls;
}

/** Words for a code (serverErrors.codes) and for a reason (serverErrors.reasons), by language. */
const catalogs = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const json = JSON.parse(fs.readFileSync(path.join(LOCALES, `${lng}.server-errors.json`), 'utf8')) as {
      serverErrors: { codes: Record<string, string>; reasons: Record<string, string> };
    };
    return [lng, json.serverErrors];
  }),
) as Record<(typeof LANGUAGES)[number], { codes: Record<string, string>; reasons: Record<string, string> }>;

const placeholders = (sentence: string) =>
  [...new Set([...sentence.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('every refusal names its sentence', () => {
  it('gives each badUserInput, notFound, conflict, forbidden, unauthenticated and requiredText a reason', () => {
    // The argument that carries the reason, counting from 0: the message comes first.
    const whyAt: Record<string, number> = {
      badUserInput: 2,
      notFound: 2,
      conflict: 3,
      forbidden: 1,
      unauthenticated: 1,
      requiredText: 3,
    };
    const missing = callsOf(Object.keys(whyAt))
      .filter((call) => call.name !== 'new GraphQLError')
      // forbidden() and unauthenticated() with no words of their own say their code's sentence, which the web has.
      .filter((call) => !((call.name === 'forbidden' || call.name === 'unauthenticated') && call.args.length === 0))
      .filter((call) => call.args.length <= whyAt[call.name] || call.args[whyAt[call.name]] === 'undefined')
      .map((call) => `${call.at} ${call.name}(${call.args[call.name === 'requiredText' ? 2 : 0] ?? ''})`);
    expect(missing).toEqual([]);
  });

  it('gives each GraphQLError made with a code of its own a reason, or a code the web has words for', () => {
    const missing = callsOf([])
      .filter((call) => call.name === 'new GraphQLError')
      .flatMap((call) => {
        // A code passed on from another error (`code`, e.extensions) is that error's; only a named code is checked here.
        const code =
          /\bcode:\s*'([A-Z_]+)'/.exec(call.inner)?.[1] ?? /\bcode:\s*([A-Z][A-Z_]+)\b/.exec(call.inner)?.[1];
        if (!code || /\breason\b/.test(call.inner)) return [];
        return LANGUAGES.every((lng) => catalogs[lng].codes[code]) ? [] : [`${call.at} ${code}`];
      });
    expect(missing).toEqual([]);
  });

  it('gives each refusal of an upload (refusePhoto) a reason, unless it says its code’s own sentence', () => {
    const missing = callsOf(['refusePhoto'])
      .filter((call) => call.name === 'refusePhoto')
      .filter((call) => {
        const [, , message, , code = "'BAD_USER_INPUT'", why] = call.args;
        if (why && why !== 'undefined') return false;
        const literal = /^'([^']*)'$/.exec(message ?? '')?.[1];
        const codeName = /^'([A-Z_]+)'$/.exec(code)?.[1];
        return !(literal && codeName && catalogs.en.codes[codeName] === literal);
      })
      .map((call) => `${call.at} refusePhoto(${call.args[2]})`);
    expect(missing).toEqual([]);
  });

  it('gives each record kind’s reasons against a write (a taken web address, a record in use) a reason', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      // references: [{ table, column, reason: 'words' }] and unique: { constraint: { field, message } }
      for (const match of text.matchAll(/\{\s*table:\s*'[^']+',\s*column:\s*'[^']+',\s*reason:/g)) {
        if (!/\bwhy:/.test(enclosed(text, match.index + 1).inner))
          missing.push(`${file}:${lineOf(text, match.index)} reference`);
      }
      for (const match of text.matchAll(/\w+_key:\s*\{\s*field:/g)) {
        const open = text.indexOf('{', match.index) + 1;
        if (!/\bwhy:/.test(enclosed(text, open).inner)) missing.push(`${file}:${lineOf(text, match.index)} unique`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Each reason named in the source, with the params keys of each place that names it (null: params not written out there). */
function reasonsInSource(): Map<string, Array<{ at: string; params: string[] | null }>> {
  const found = new Map<string, Array<{ at: string; params: string[] | null }>>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/\breason:\s*/g)) {
      const valueStart = match.index + match[0].length;
      // The value up to the end of its property: 'name', or a choice between names.
      const rest = text.slice(valueStart);
      const valueEnd = rest.search(/[,}\n]/);
      const value = rest.slice(0, valueEnd === -1 ? undefined : valueEnd);
      // 'name', or `test ? 'one' : 'other'`; not an English sentence (a record kind's reference) nor a variable.
      if (!/^('[a-z][A-Za-z]*'|[^'?]+\?\s*'[a-z][A-Za-z]*'\s*:\s*'[a-z][A-Za-z]*')\s*$/.test(value)) continue;
      const names = [...value.matchAll(/'([a-z][A-Za-z]*)'/g)].map((m) => m[1]);
      let params: string[] | null = [];
      const after = text.slice(valueStart + value.length, valueStart + value.length + 400);
      const paramsMatch = /^\s*,\s*params:\s*/.exec(after);
      if (paramsMatch) {
        const open = valueStart + value.length + paramsMatch[0].length;
        if (text[open] === '{') {
          params = argumentsOf(enclosed(text, open + 1).inner)
            .map((entry) => /^(\w+)/.exec(entry)?.[1] ?? '')
            .filter(Boolean)
            .sort();
        } else params = null;
      }
      for (const name of names) {
        const places = found.get(name) ?? [];
        places.push({ at: `${file}:${lineOf(text, match.index)}`, params });
        found.set(name, places);
      }
    }
  }
  return found;
}

describe('the web has words for every reason', () => {
  const inSource = reasonsInSource();

  it('finds the reasons the source names', () => {
    expect(inSource.size).toBeGreaterThan(100);
    expect(inSource.get('orderStatusMove')?.[0].params).toEqual(['from', 'to']);
  });

  it.each(LANGUAGES)('has every reason in the %s server-errors catalog', (lng) => {
    const unknown = [...inSource.entries()]
      .filter(([name]) => !catalogs[lng].reasons[name])
      .map(([name, places]) => `${name} (${places[0].at})`);
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)('fills in, in %s, exactly the values the server sends', (lng) => {
    const mismatched: string[] = [];
    for (const [name, places] of inSource) {
      const sentence = catalogs[lng].reasons[name];
      if (!sentence) continue;
      for (const place of places) {
        if (place.params === null) continue;
        const wanted = placeholders(sentence);
        if (wanted.join() !== place.params.join())
          mismatched.push(
            `${name} at ${place.at}: sends [${place.params.join(', ')}], ${lng} fills [${wanted.join(', ')}]`,
          );
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('fills in the same values in English, Bengali and Hindi', () => {
    const differing = Object.keys(catalogs.en.reasons).filter((name) => {
      const english = placeholders(catalogs.en.reasons[name]).join();
      return LANGUAGES.some((lng) => placeholders(catalogs[lng].reasons[name] ?? '').join() !== english);
    });
    expect(differing).toEqual([]);
  });
});

/** What class-validator keeps of one rule (its ValidationMetadata). */
interface RuleMetadata {
  type: string;
  target: (abstract new (...args: never[]) => unknown) | string;
  propertyName: string;
  constraintCls: abstract new (...args: never[]) => unknown;
  message?: unknown;
  context?: unknown;
}

/**
 * Each rule class-validator checks an input by, as the schema's inputs and arguments declared it:
 * its class, field and check, its English words and the reason the web says them by.
 */
function inputRules(): Array<{ at: string; message: unknown; reason?: unknown; params?: unknown }> {
  const storage = getMetadataStorage();
  // The storage keeps its rules by class, in a field its types leave out.
  const all = (storage as unknown as { validationMetadatas: Map<unknown, RuleMetadata[]> }).validationMetadatas;
  return [...all.values()].flat().flatMap((rule) => {
    // @IsOptional only lets a rule skip a missing value; @ValidateNested opens a nested input, whose
    // own rules are listed, and fails only on a value that is not an object, which GraphQL never passes.
    if (rule.type === 'conditionalValidation' || rule.type === 'nestedValidation') return [];
    const check = storage.getTargetValidatorConstraints(rule.constraintCls)[0]?.name ?? rule.type;
    const target = typeof rule.target === 'function' ? rule.target.name : rule.target;
    const context = (rule.context ?? {}) as { reason?: unknown; params?: unknown };
    return [
      {
        at: `${target}.${rule.propertyName} ${check}`,
        message: rule.message,
        reason: context.reason,
        params: context.params,
      },
    ];
  });
}

describe('every rule of an input names its sentence', () => {
  let rules: ReturnType<typeof inputRules>;
  beforeAll(async () => {
    // Building the schema loads every resolver, and with them every input and argument class.
    await buildAppSchema();
    rules = inputRules();
  });

  it('finds the rules of the inputs', () => {
    expect(rules.length).toBeGreaterThan(300);
    expect(rules).toContainEqual({
      at: 'CustomerInput.name maxLength',
      message: 'Keep the name under 80 characters.',
      reason: 'tooLong',
      params: { max: 80 },
    });
  });

  it('gives each rule its own English words and a reason (see shared/rule-reasons.ts)', () => {
    // Without words class-validator says its own ("name must be shorter than…"); without a reason the web can only show that English.
    const missing = rules
      .filter((rule) => typeof rule.message !== 'string' || typeof rule.reason !== 'string')
      .map((rule) => rule.at);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('has, in the %s catalog, each rule’s sentence filling in exactly its values', (lng) => {
    const wrong = rules.flatMap((rule) => {
      const sentence = catalogs[lng].reasons[String(rule.reason)];
      if (!sentence) return [`${rule.at}: no sentence for ${String(rule.reason)}`];
      const sent = Object.keys(rule.params ?? {})
        .sort()
        .join(', ');
      const filled = placeholders(sentence).join(', ');
      return sent === filled ? [] : [`${rule.at}: ${String(rule.reason)} sends [${sent}], ${lng} fills [${filled}]`];
    });
    expect(wrong).toEqual([]);
  });
});
