/** Small DOM helpers shared by the shell and the games. */

/** The one element matching `selector`; the page is broken without it. */
export function must<T extends Element>(selector: string, root: ParentNode = document): T {
  const el = root.querySelector<T>(selector);
  if (el === null) throw new Error(`the page lacks ${selector}`);
  return el;
}

/** Attribute values: `undefined` or `false` leaves the attribute out, `true` sets it empty. */
export type Attributes = Record<string, string | boolean | undefined>;

/** Makes an element: `h('button', { 'data-action': 'pass' }, 'Pass')`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else el.setAttribute(key, value === true ? '' : value);
  }
  el.append(...children);
  return el;
}

/** A table: a header row and body rows (each row an element made by the caller). */
export function table(head: readonly string[], rows: readonly HTMLTableRowElement[], attributes: Attributes = {}) {
  return h(
    'table',
    attributes,
    h('thead', {}, h('tr', {}, ...head.map((t) => h('th', {}, t)))),
    h('tbody', {}, ...rows),
  );
}

/** An error's message, on one line. */
export function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}
