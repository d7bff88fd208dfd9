/**
 * How the console names a person: the names they gave with their username beside it
 * ("Rosa Parkes (rosa_p)"), or the username alone when they gave none. Older servers send no
 * `name`.
 */
export function personLabel(person: { username: string; name?: string }): string {
  return person.name && person.name !== person.username ? `${person.name} (${person.username})` : person.username;
}
