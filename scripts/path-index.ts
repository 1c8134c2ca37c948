/** The repository's files as an index, and whether a path named in a doc or comment is one of them. */
export interface PathIndex {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
}

/** The files and the folders that hold them, from a list of repository-relative files. */
export function indexPaths(files: Iterable<string>): PathIndex {
  const fileSet = new Set<string>();
  const folders = new Set<string>();
  for (const file of files) {
    fileSet.add(file);
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return { files: fileSet, folders };
}

/** `*` within a segment, `**` across them, `?`, `{a,b}`. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        i++;
        if (glob[i + 1] === '/') {
          i++;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += '[^/]*';
    } else if (char === '?') out += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end === -1) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map((part) => globToRegExp(part).source.slice(1, -1))
          .join('|')})`;
        i = end;
      }
    } else out += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const MODULE_ENDINGS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '/index.ts', '/index.tsx'];

/**
 * Whether `path` names something in the repository: a file or folder (a trailing `/`
 * asks for a folder), a glob with at least one match, a module named without its
 * extension, or a decision by its number (`docs/decisions/017`).
 */
export function pathExists(path: string, index: PathIndex): boolean {
  const folderOnly = path.endsWith('/');
  const bare = folderOnly ? path.replace(/\/+$/, '') : path;
  if (bare === '' || bare === '.') return true;
  if (/[*?{]/.test(bare)) {
    const pattern = globToRegExp(bare);
    for (const folder of index.folders) if (pattern.test(folder)) return true;
    if (folderOnly) return false;
    const endings = ['', ...MODULE_ENDINGS].map((ending) => globToRegExp(bare + ending));
    for (const file of index.files) if (endings.some((ending) => ending.test(file))) return true;
    return false;
  }
  if (index.folders.has(bare)) return true;
  if (folderOnly) return false;
  if (index.files.has(bare)) return true;
  if (MODULE_ENDINGS.some((ending) => index.files.has(bare + ending))) return true;
  const slash = bare.lastIndexOf('/');
  const last = bare.slice(slash + 1);
  if (/^\d+$/.test(last)) {
    const prefix = `${bare}-`;
    for (const file of index.files) if (file.startsWith(prefix) && !file.slice(prefix.length).includes('/')) return true;
  }
  return false;
}
