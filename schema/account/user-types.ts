/**
 * The user types chosen at registration (spec 3, User / contact form fields), as the API spells
 * them. The codec is `UserType` in ./user-type; the forms draw their select from `userTypes`
 * without io-ts (docs/architecture.md, Performance).
 */
export const userTypeKeys = {
  Architect: null,
  'Interior designer': null,
  'Interior/Outdoor designer': null,
  Progettista: null,
  'Furniture store': null,
  'Outdoor specialist': null,
  Contractor: null,
  'Hotel-Company': null,
  Distributor: null,
  Agent: null,
  Private: null,
  Designer: null,
  Press: null,
  Supplier: null,
  Internal: null,
  'Fast Agent': null,
  Other: null,
}

/** The user types, in the order the selects show them. */
export const userTypes: readonly (keyof typeof userTypeKeys)[] = Object.keys(userTypeKeys).filter(
  (key): key is keyof typeof userTypeKeys => key in userTypeKeys,
)
