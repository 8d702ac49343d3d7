/**
 * Matching a pathname against one react-router 7 route pattern, without
 * react-router: the domain may not depend on a UI framework, yet the server,
 * the browser and the router must read every URL alike. This is react-router's
 * own `compilePath` / `matchPath` (7.x) restated for `caseSensitive: false,
 * end: true`, the only way the route table is matched — literal segments
 * compare case-insensitively, trailing slashes are ignored, optional params
 * fill left to right, an encoded '%2F' inside a param reads as '/', and a
 * splat (`/*`) takes the rest. tests/domain/navigation/path-pattern.test.ts
 * checks it against react-router's `matchPath` on every pattern of the table.
 */

interface CompiledPattern {
  readonly matcher: RegExp;
  readonly params: readonly { readonly name: string; readonly optional: boolean }[];
}

/** The param name react-router gives a splat. */
const SPLAT = '*';

function compile(path: string): CompiledPattern {
  const params: { name: string; optional: boolean }[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (match: string, name: string, optional: string | undefined, index: number, whole: string) => {
        params.push({ name, optional: optional !== undefined });
        if (optional === undefined) return '/([^\\/]+)';
        const next = whole.charAt(index + match.length);
        return next !== '' && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ name: SPLAT, optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), params };
}

const COMPILED = new Map<string, CompiledPattern>();

function compiled(pattern: string): CompiledPattern {
  let entry = COMPILED.get(pattern);
  if (entry === undefined) {
    entry = compile(pattern);
    COMPILED.set(pattern, entry);
  }
  return entry;
}

/**
 * The raw (still URI-encoded) params of `pathname` under `pattern`, or null
 * when it does not match. An absent optional param is present as undefined,
 * a splat is returned under '*', as react-router returns them.
 */
export function matchPattern(pattern: string, pathname: string): Readonly<Record<string, string | undefined>> | null {
  const { matcher, params } = compiled(pattern);
  const match = matcher.exec(pathname);
  if (match === null) return null;
  const values: Record<string, string | undefined> = {};
  params.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    values[name] = optional && (value === undefined || value === '') ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return values;
}
