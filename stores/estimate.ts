'use client';

// SPEC §3 "Estimate state": tuning address, property price address, step (default 1),
// details, loading flag (the sold and active comparables are rendered by the server, not kept here). The pages are rendered on the server;
// this is what the seller's client components share between the address form, the
// estimation modal and the tuning modal.
import { create } from 'zustand';
import type { HomeJson } from '@/lib/estimate/estimate-json-types';

/** The estimation modal's steps: 1 the address, 2 waiting for the visitor to sign up. */
export type EstimateStep = 1 | 2;

interface EstimateState {
  /** The address whose details the tuning modal edits (an id of the lead's addresses). */
  tuningAddress: number | null;
  /** The one-line address typed into the seller's address form (page or modal). */
  propertyPriceAddress: string;
  step: EstimateStep;
  /** The home's facts as the tuning form starts from them. */
  details: HomeJson | null;
  loading: boolean;
  /** The estimation modal (SPEC §4 showEstimation) is open. */
  modalOpen: boolean;
  setPropertyPriceAddress: (address: string) => void;
  setStep: (step: EstimateStep) => void;
  setLoading: (loading: boolean) => void;
  openTuning: (addressId: number, details: HomeJson) => void;
  closeTuning: () => void;
  /** Log-out: nothing of this lead's homes stays for the next person at this browser. */
  reset: () => void;
  openModal: () => void;
  closeModal: () => void;
}

const INITIAL = { tuningAddress: null, propertyPriceAddress: '', step: 1 as EstimateStep, details: null, loading: false, modalOpen: false };

export const useEstimateStore = create<EstimateState>()((set) => ({
  ...INITIAL,
  setPropertyPriceAddress: (propertyPriceAddress) => set({ propertyPriceAddress }),
  setStep: (step) => set({ step }),
  setLoading: (loading) => set({ loading }),
  openTuning: (tuningAddress, details) => set({ tuningAddress, details }),
  closeTuning: () => set({ tuningAddress: null }),
  reset: () => set(INITIAL),
  openModal: () => set({ modalOpen: true, step: 1 }),
  closeModal: () => set({ modalOpen: false }),
}));
