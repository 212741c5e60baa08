'use client';

import type { AuthMode } from '@ornament/api-contract/http';
import { authModalMessages as m, type CountryCode } from '@ornament/domain';
import { Modal } from '@ornament/ui-kit/components/Modal/Modal';
import { useEffect, useReducer } from 'react';
import type { ModalStart } from '../session/modalAtom';
import { authReducer, initialAuthState } from './authMachine';
import { CaptchaForm } from './CaptchaForm';
import { CodeForm } from './CodeForm';
import { EmailForm } from './EmailForm';
import { FillProfileForm } from './FillProfileForm';
import { PhoneForm } from './PhoneForm';
import { RestoreForm } from './RestoreForm';
import { useAuthFlow } from './useAuthFlow';

const titles: Record<AuthMode, string> = {
  phone: m.phoneTitle,
  captcha: m.captchaTitle,
  code: m.codeTitle,
  flash_call: m.flashCallTitle,
  fill_profile: m.fillProfileTitle,
  restore: m.restoreTitle,
  email: m.emailTitle,
};

export interface AuthModalProps {
  country: CountryCode;
  start: ModalStart;
  onClose: () => void;
}

/** The login modal (spec 3 §4): one dialog whose body follows the machine's mode. */
export default function AuthModal({ country, start, onClose }: AuthModalProps) {
  const [state, dispatch] = useReducer(authReducer, start, (s) => ({ ...initialAuthState, errors: s.message ? { form: s.message } : {} }));
  const flow = useAuthFlow(state, dispatch, country);

  useEffect(() => {
    if (start.unauthorized) dispatch({ type: 'unauthorizedRedirect' });
  }, [start]);

  useEffect(() => {
    if (state.done) onClose();
  }, [state.done, onClose]);

  const props = { state, dispatch, flow };
  return (
    <Modal open onClose={onClose} title={titles[state.mode]} size="sm" closeLabel={m.close}>
      {state.mode === 'phone' ? <PhoneForm {...props} country={country} /> : null}
      {state.mode === 'captcha' ? <CaptchaForm {...props} /> : null}
      {state.mode === 'code' || state.mode === 'flash_call' ? <CodeForm {...props} /> : null}
      {state.mode === 'email' ? <EmailForm {...props} /> : null}
      {state.mode === 'restore' ? <RestoreForm {...props} /> : null}
      {state.mode === 'fill_profile' ? (
        <FillProfileForm
          onSaved={() => {
            dispatch({ type: 'registrationSaved' });
            flow.finish();
          }}
          onSkip={() => {
            flow.finish();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
