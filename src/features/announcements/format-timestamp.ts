const pad = (value: number) => String(value).padStart(2, '0');

/** Spec section 2: announcement times read yyyy-MM-dd HH:mm:ss, in the player's local time. */
export function formatTimestamp(epochMs: number): string {
  const date = new Date(epochMs);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time}`;
}
