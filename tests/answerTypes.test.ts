import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

// The clients call the API by route map key (`api.call('POST documents/updateElement', body)`),
// with the answer's type inferred from the entry the server registers its route from. A type
// picked by hand at a call site can say anything and still compile, so none may come back:
// `request<…>`, a type argument on a call of a fetch wrapper, or `as …Answer` on what one
// returned.
const handPicked: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'request<…>', pattern: /\brequest\s*</ },
  {
    rule: 'a type argument on a fetch wrapper',
    pattern: /\b(?:call|send|fetch\w*|once|get|post|put|remove|del)\s*<[^;=()]*>\s*\(/,
  },
  { rule: 'as …Answer', pattern: /\bas\s+(?:[A-Z]\w*Answer\b|CallAnswer\s*<)/ },
];

function findHandPickedAnswerTypes(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .flatMap((line) =>
      handPicked.filter(({ pattern }) => pattern.test(line)).map(({ rule }) => rule),
    );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('answer types at the clients’ call sites', () => {
  it.each([
    ["const me = await api.request<UserProfile>('GET', 'users/me');", 'request<…>'],
    [
      "const me = await call<UserProfile>('GET', 'users/me');",
      'a type argument on a fetch wrapper',
    ],
    [
      "const files = await once<GeneratedFilesAnswer>('storage/generateTemp', body);",
      'a type argument on a fetch wrapper',
    ],
    ['  fetchJson<{ accessToken: string }>(url, init)', 'a type argument on a fetch wrapper'],
    ['const plan = (await response.json()) as PlansAnswer;', 'as …Answer'],
    ["return answer as CallAnswer<'GET users/me'>;", 'as …Answer'],
  ])('refuses `%s`', (line, rule) => {
    expect(findHandPickedAnswerTypes(line)).toContain(rule);
  });

  it.each([
    ["const me = await api.call('GET users/me');"],
    ['const call = callerOver(send) as ApiCaller<GuestCallOptions>;'],
    ['const [answer, setAnswer] = useState<ContactMessageAnswer | null>(null);'],
    ['// api.request<UserProfile> was the old way'],
  ])('accepts `%s`', (line) => {
    expect(findHandPickedAnswerTypes(line)).toEqual([]);
  });

  it('finds none in src/, builder/, player/ and addins/', () => {
    const found = ['src', 'builder', 'player', 'addins'].flatMap((folder) =>
      sourceFiles(join(root, folder)).flatMap((file) =>
        findHandPickedAnswerTypes(readFileSync(file, 'utf8')).map(
          (rule) => `${relative(root, file)}: ${rule}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
