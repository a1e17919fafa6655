/** `recipes` with `id` just before (-1) or after (1) `neighbour`; unchanged when either has left it. */
export function moved(recipes: string[], id: string, neighbour: string, by: -1 | 1) {
  if (!recipes.includes(id) || !recipes.includes(neighbour)) return recipes;
  const order = recipes.filter((other) => other !== id);
  order.splice(order.indexOf(neighbour) + (by === 1 ? 1 : 0), 0, id);
  return order;
}
