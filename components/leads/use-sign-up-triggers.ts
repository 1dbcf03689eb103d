'use client';

import { useEffect } from 'react';
import { toSignUpType, type SignUpRequest } from '@/lib/leads/sign-up-request';
import { openSignUp, openSignUpPrompt, useSignUpStore } from '@/stores/sign-up';

const SIGN_UP_HASH = '#signup';

function numberAttribute(element: Element, name: string): number | null {
  const value = Number(element.getAttribute(name));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What opens the sign-up form (SPEC §2): `#signup` (the previous form again, or a plain
 * one), links marked `data-signup="{type}"`, and `?signuponmount` / `?signUpOnMount` /
 * `?cobuyer=` on arrival — never for agents or fully authorised leads.
 */
export function useSignUpTriggers(mayOpen: boolean) {
  useEffect(() => {
    if (!mayOpen) return;
    const fromHash = () => {
      if (window.location.hash !== SIGN_UP_HASH) return;
      const { last, open } = useSignUpStore.getState();
      open(last ?? { type: 'visitHouse' });
      // Dropped at once, so the next #signup link opens the form again.
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    const fromLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-signup]');
      const type = link ? toSignUpType(link.getAttribute('data-signup')) : null;
      if (!link || !type) return;
      event.preventDefault();
      const request: SignUpRequest = { type, propertyId: numberAttribute(link, 'data-property-id'), propertyPrice: numberAttribute(link, 'data-property-price') };
      openSignUp(request.type, request);
    };
    fromHash();
    const params = new URLSearchParams(window.location.search);
    const cobuyer = params.get('cobuyer');
    if (cobuyer) openSignUp('visitHouse', { cobuyer });
    // A link asking for the sign-up on arrival asks for the site's prompt: closed, it collapses to the bar.
    else if (['1', 'true'].includes(params.get('signuponmount') ?? params.get('signUpOnMount') ?? '')) openSignUpPrompt();
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('click', fromLink);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('click', fromLink);
    };
  }, [mayOpen]);
}
