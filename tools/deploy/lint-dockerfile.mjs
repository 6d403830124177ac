#!/usr/bin/env node
// Checks deploy/Dockerfile and its build context without a Docker engine (CI has none):
//   node tools/deploy/lint-dockerfile.mjs [Dockerfile] [context]
// 1. dockerfile-utils (the linter of the VS Code Docker extension): syntax, instructions, flags.
// 2. hadolint's rules that matter here, under hadolint's codes (hadolint itself is a Haskell
//    binary no registry we reach ships; when a `hadolint` command exists, CI runs it as well).
// 3. The build context: every COPY source exists and survives .dockerignore, and what is sent
//    to the builder stays small (no node_modules, build output, .git or data folders).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from 'dockerfile-utils';

/** Logical lines of a Dockerfile (continuations joined), without comments. */
export function instructions(text) {
  const result = [];
  let current = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!current && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (current && line.trim().startsWith('#')) return;
    if (!current) startLine = index + 1;
    current += (current ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (!line.endsWith('\\')) {
      const [keyword, ...rest] = current.split(/\s+/);
      result.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
      current = '';
    }
  });
  return result;
}

/** hadolint's rules that apply to this project's images, plus npm's reproducible install. */
export function hadolintRules(text) {
  const problems = [];
  const all = instructions(text);
  const add = (code, line, message) => problems.push({ code, line, message });
  const stages = [];
  const args = new Map();
  for (const { keyword, args: rest, line } of all) {
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value] = rest.split('=');
      args.set(name, value);
    }
    if (keyword === 'FROM') {
      const [image, , alias] = rest.split(/\s+/);
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, name) => args.get(name) ?? '');
      const known = stages.some((stage) => stage.alias === image);
      if (!known && !/:[^:/]+$/.test(resolved) && !resolved.includes('@'))
        add('DL3006', line, `Always tag the version of an image explicitly (${resolved || image})`);
      if (/:latest$/.test(resolved))
        add('DL3007', line, `Using latest is prone to errors: pin ${resolved}`);
      stages.push({ alias: alias?.toLowerCase(), line, user: null, healthcheck: false, cmd: null });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) continue;
    if (keyword === 'USER') stage.user = rest.trim();
    if (keyword === 'HEALTHCHECK') stage.healthcheck = true;
    if (keyword === 'CMD' || keyword === 'ENTRYPOINT') {
      stage.cmd = line;
      if (!rest.trim().startsWith('['))
        add('DL3025', line, `Use the JSON form of ${keyword}, so signals reach the process`);
    }
    if (keyword === 'WORKDIR' && !rest.startsWith('/') && !rest.startsWith('$'))
      add('DL3000', line, 'Use absolute WORKDIR');
    if (keyword === 'ADD' && !/https?:\/\//.test(rest) && !/\.tar/.test(rest))
      add('DL3020', line, 'Use COPY instead of ADD for files and folders');
    if (keyword === 'COPY') {
      const from = /--from=(\S+)/.exec(rest)?.[1];
      if (
        from &&
        !/^\d+$/.test(from) &&
        !stages.slice(0, -1).some((s) => s.alias === from.toLowerCase()) &&
        !from.includes('/')
      ) {
        add('DL3022', line, `COPY --from=${from} names no previous stage`);
      }
    }
    if (keyword === 'RUN') {
      if (/\bapt-get install\b/.test(rest)) {
        if (!/--no-install-recommends/.test(rest))
          add('DL3015', line, 'Avoid additional packages by specifying --no-install-recommends');
        if (!/-y\b|--yes|--assume-yes/.test(rest))
          add(
            'DL3014',
            line,
            'Use the -y switch to avoid manual input: apt-get -y install <package>',
          );
        if (!/rm -rf \/var\/lib\/apt\/lists/.test(rest))
          add('DL3009', line, 'Delete the apt-get lists after installing something');
      }
      if (/\bapt-get upgrade\b|\bdist-upgrade\b/.test(rest))
        add('DL3005', line, 'Do not use apt-get upgrade or dist-upgrade');
      if (/\bsudo\b/.test(rest)) add('DL3004', line, 'Do not use sudo');
      if (/\bcd\s+\S/.test(rest) && !/&&\s*cd|cd\s+\S+\s*&&/.test(rest))
        add('DL3003', line, 'Use WORKDIR to switch to a directory');
      // The project's own rule (hadolint's DL3016 is about pinning): images install exactly the lockfile.
      if (/\bnpm (install|i)\b(?!\s+-g)/.test(rest))
        add('WB001', line, 'Install with `npm ci` (exactly the lockfile), not `npm install`');
    }
  }
  const last = stages.at(-1);
  if (last) {
    if (!last.user || last.user === 'root' || last.user === '0')
      add('DL3002', last.line, 'The last stage must switch to a non-root USER');
    if (!last.healthcheck) add('WB002', last.line, 'The image needs a HEALTHCHECK');
    if (!last.cmd) add('WB003', last.line, 'The image needs a CMD');
  }
  return problems;
}

/** .dockerignore's patterns as a matcher (Docker's rules: last match wins, `!` re-includes). */
export function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (file) => {
    let excluded = false;
    for (const rule of rules) if (rule.regex.test(file)) excluded = !rule.negate;
    return excluded;
  };
}

/** Files the builder receives, and problems with the COPY sources of the Dockerfile. */
export function buildContext(dockerfileText, contextDir) {
  const ignoreFile = path.join(contextDir, '.dockerignore');
  const ignored = dockerignore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const files = [];
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(contextDir, dir))) {
      const relative = dir ? `${dir}/${entry}` : entry;
      if (ignored(relative)) continue;
      const stats = statSync(path.join(contextDir, relative));
      if (stats.isDirectory()) walk(relative);
      else {
        files.push(relative);
        bytes += stats.size;
      }
    }
  };
  walk('');
  const problems = [];
  for (const { keyword, args, line } of instructions(dockerfileText)) {
    if (keyword !== 'COPY' || /--from=/.test(args)) continue;
    const parts = args.split(/\s+/).filter((part) => !part.startsWith('--'));
    for (const source of parts.slice(0, -1)) {
      if (source === '.' || source.includes('*') || source.includes('$')) continue;
      const clean = source.replace(/^\.\//, '').replace(/\/$/, '');
      if (!existsSync(path.join(contextDir, clean)))
        problems.push({ code: 'CONTEXT', line, message: `COPY source ${source} does not exist` });
      else if (ignored(clean))
        problems.push({
          code: 'CONTEXT',
          line,
          message: `COPY source ${source} is excluded by .dockerignore`,
        });
    }
  }
  const heavy = files.filter((file) => /(^|\/)(node_modules|dist|\.git|\.data|\.nx)\//.test(file));
  if (heavy.length > 0)
    problems.push({
      code: 'CONTEXT',
      line: 0,
      message: `the build context carries ${heavy.length} files of node_modules, dist, .git or data (e.g. ${heavy[0]})`,
    });
  return { files, bytes, problems };
}

/** Everything together; `problems` empty means the Dockerfile and its context pass. */
export function lintDockerfile(dockerfilePath, contextDir) {
  const text = readFileSync(dockerfilePath, 'utf8');
  const syntax = validate(text).map((diagnostic) => ({
    code: `dockerfile-utils ${diagnostic.code ?? ''}`.trim(),
    line: diagnostic.range.start.line + 1,
    message: diagnostic.message,
    severity: diagnostic.severity,
  }));
  const context = buildContext(text, contextDir);
  const problems = [
    ...syntax.filter((d) => d.severity === 1),
    ...hadolintRules(text),
    ...context.problems,
  ];
  const warnings = syntax.filter((d) => d.severity !== 1);
  return { problems, warnings, contextFiles: context.files.length, contextBytes: context.bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dockerfilePath = process.argv[2] ?? 'deploy/Dockerfile';
  const contextDir = process.argv[3] ?? '.';
  const { problems, warnings, contextFiles, contextBytes } = lintDockerfile(
    dockerfilePath,
    contextDir,
  );
  for (const w of warnings)
    console.log(`${dockerfilePath}:${w.line} warning ${w.code}: ${w.message}`);
  for (const p of problems) console.log(`${dockerfilePath}:${p.line} ${p.code}: ${p.message}`);
  console.log(
    `${dockerfilePath}: ${problems.length} problem(s); build context ${contextFiles} files, ${(contextBytes / 1024 / 1024).toFixed(1)} MB`,
  );
  process.exit(problems.length ? 1 : 0);
}
