/** What a field with a length limit says under it, so a long text is not cut silently. */
export function characterLimitHint(maxLength: number): string {
  return `Up to ${maxLength.toLocaleString('en-US')} characters.`;
}
