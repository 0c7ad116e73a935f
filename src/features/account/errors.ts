import { isApiError } from '../../api';
import type { AccountErrorMarker } from './messages';

/** Which marker of SPEC.md section 8 a failed login or registration shows. */
export function accountErrorMarker(error: unknown, call: 'local' | 'openId' | 'register'): AccountErrorMarker {
  if (!isApiError(error) || error.kind !== 'http') return 'generic';
  if (call === 'register' && (error.status === 409 || error.errorDescription === 'Already registered')) {
    return 'email_has_account';
  }
  if (call === 'openId' && error.hasCode(127)) return 'not_registered';
  if (call === 'local' && error.hasCode(125, 127)) return 'wrong_login_details';
  if (call === 'local' && [401, 403].includes(error.status ?? 0)) return 'wrong_login_details';
  return 'generic';
}
