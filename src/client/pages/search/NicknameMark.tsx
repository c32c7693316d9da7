/** Beside a result found through a nickname ("Bill" → William), so the searcher sees why it is there. */
export function NicknameMark() {
  return (
    <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">
      by nickname
    </span>
  );
}
