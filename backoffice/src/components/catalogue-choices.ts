/**
 * A select's choices from one of the domain's lists, each named by its key in the message catalogue
 * (`resources.navs.statuses.PENDING`); react-admin translates the names.
 */
export function catalogueChoices<T extends string>(ids: readonly T[], keyPrefix: string) {
  return ids.map((id) => ({ id, name: `${keyPrefix}.${id}` }));
}
