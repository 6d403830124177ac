/**
 * Splits one of SPEC §8's texts into a toast title and description at its first sentence
 * break ("Error sending message: Please try…" → "Error sending message" + "Please try…").
 */
export function toastParts(text: string): { title: string; description?: string } {
  const match = /^(.+?)(?::|(?<=[!.]))\s+(\S[\s\S]*)$/.exec(text);
  if (!match) return { title: text };
  return { title: match[1], description: match[2] };
}
