// Types of lint-dockerfile.mjs for the TypeScript tests that import it.
export interface Problem {
  code: string;
  line: number;
  message: string;
}
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}
export function instructions(text: string): Instruction[];
export function hadolintRules(text: string): Problem[];
export function dockerignore(text: string): (file: string) => boolean;
export function buildContext(
  dockerfileText: string,
  contextDir: string,
): { files: string[]; bytes: number; problems: Problem[] };
export function lintDockerfile(
  dockerfilePath: string,
  contextDir: string,
): {
  problems: Problem[];
  warnings: (Problem & { severity?: number })[];
  contextFiles: number;
  contextBytes: number;
};
