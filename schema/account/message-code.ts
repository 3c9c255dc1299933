import * as t from 'io-ts'

/**
 * Every `message` the API answers (spec 8), mapped to its key in the UI dictionaries
 * (`messages.<key>` in site/i18n). Spec codes are kept as the spec spells them, including the
 * sentence-like ones ('Invalid credentials'); the last group is ours (decision 007).
 */
export const messageKeys = {
  // Errors (spec 8, User-facing messages)
  'Invalid credentials': 'INVALID_CREDENTIALS',
  ERROR: 'ERROR',
  'Server error': 'ERROR',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  'User not valid or not available': 'USER_NOT_FOUND',
  'No token, authorization denied': 'NOT_AUTHORIZED',
  'Not authorized': 'NOT_AUTHORIZED',
  'Request not correct': 'REQUEST_NOT_CORRECT',
  USER_NOT_CREATED: 'USER_NOT_CREATED',
  USER_NOT_UPDATED: 'USER_NOT_UPDATED',
  USER_PASS_NOT_UPDATED: 'PASS_NOT_UPDATED',
  CONTACT_PASS_NOT_UPDATED: 'PASS_NOT_UPDATED',
  LEAD_PASS_NOT_UPDATED: 'PASS_NOT_UPDATED',
  RESET_NOT_DONE: 'RESET_NOT_DONE',
  RESET_NOT_REQUESTED: 'RESET_NOT_DONE',
  CODE_NOT_VALID: 'CODE_NOT_VALID',
  TOKEN_NOT_REMOVED: 'TOKEN_NOT_REMOVED',
  CONTACT_NOT_CREATED: 'CONTACT_NOT_CREATED',
  CONTACT_NOT_UPDATED: 'CONTACT_NOT_UPDATED',
  CONTACT_NOT_FOUND: 'CONTACT_NOT_FOUND',
  CONTACT_OR_CODE_NOT_FOUND: 'CONTACT_OR_CODE_NOT_FOUND',
  CONTACT_PASS_NOT_CORRECT: 'INCORRECT_PASSWORD',
  LEAD_PASS_NOT_CORRECT: 'INCORRECT_PASSWORD',
  'Incorrect password': 'INCORRECT_PASSWORD',
  LEAD_NOT_CREATED: 'LEAD_NOT_CREATED',
  LEAD_NOT_UPDATED: 'LEAD_NOT_UPDATED',
  LEAD_NOT_FOUND: 'LEAD_NOT_FOUND',
  LEAD_OR_CODE_NOT_FOUND: 'LEAD_OR_CODE_NOT_FOUND',
  AUTH_ERROR: 'AUTH_ERROR',
  'Code or email not valid': 'CODE_OR_EMAIL_NOT_VALID',
  // Successes (spec 8, Success messages)
  'Logged in': 'LOGGED_IN',
  'Logged out successfully': 'LOGGED_OUT',
  'User created successfully': 'USER_CREATED',
  'Password changed successfully': 'PASSWORD_CHANGED',
  CODE_VALID: 'CODE_VALID',
  TOKEN_DELETED: 'TOKEN_DELETED',
  CONTACT_CREATED_SUCCESSFULLY: 'CONTACT_CREATED_SUCCESSFULLY',
  CONTACT_UPDATED_SUCCESSFULLY: 'CONTACT_UPDATED_SUCCESSFULLY',
  CONTACT_PASS_UPDATED_SUCCESSFULLY: 'PASSWORD_CHANGED',
  RESET_REQUESTED_SUCCESSFULLY: 'RESET_REQUESTED_SUCCESSFULLY',
  LEAD_CREATED_SUCCESSFULLY: 'LEAD_CREATED_SUCCESSFULLY',
  LEAD_UPDATED_SUCCESSFULLY: 'LEAD_UPDATED_SUCCESSFULLY',
  LEAD_PASS_UPDATED_SUCCESSFULLY: 'PASSWORD_CHANGED',
  'Activity registered': 'ACTIVITY_REGISTERED',
  // Ours: answers the spec does not name (decision 007)
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  RESERVED_AREA_MAINTENANCE: 'RESERVED_AREA_MAINTENANCE',
  // 503: every place in the password hasher's queue is taken (decision 035); Retry-After says when.
  SERVER_BUSY: 'SERVER_BUSY',
  NOT_FOUND: 'NOT_FOUND',
} as const

export const MessageCode = t.keyof(messageKeys)
export type MessageCode = t.TypeOf<typeof MessageCode>

/** The dictionary key (site/i18n `messages`) of a code. */
export type MessageKey = (typeof messageKeys)[MessageCode]

export function messageKeyOf(code: MessageCode): MessageKey {
  return messageKeys[code]
}
