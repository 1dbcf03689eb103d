'use client';

// SPEC §3 "Estimate state": tuning address, property price address, step (default 1),
// details, sold and active properties, loading flag. The pages are rendered on the server;
// this is what the seller's client components share between the address form, the
// estimation modal and the tuning modal.
import { create } from 'zustand';
import type { EstimateJson, HomeJson } from '@/lib/estimate/home-estimate';
import type { ComparableJson } from '@/lib/estimate/estimate-json';

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
  sold: ComparableJson[];
  active: ComparableJson[];
  loading: boolean;
  /** The estimation modal (SPEC §4 showEstimation) is open. */
  modalOpen: boolean;
  setPropertyPriceAddress: (address: string) => void;
  setStep: (step: EstimateStep) => void;
  setLoading: (loading: boolean) => void;
  openTuning: (addressId: number, details: HomeJson) => void;
  closeTuning: () => void;
  /** An estimate as the API answered it: its home and comparables become the state. */
  setEstimate: (estimate: EstimateJson) => void;
  openModal: () => void;
  closeModal: () => void;
}

export const useEstimateStore = create<EstimateState>()((set) => ({
  tuningAddress: null,
  propertyPriceAddress: '',
  step: 1,
  details: null,
  sold: [],
  active: [],
  loading: false,
  modalOpen: false,
  setPropertyPriceAddress: (propertyPriceAddress) => set({ propertyPriceAddress }),
  setStep: (step) => set({ step }),
  setLoading: (loading) => set({ loading }),
  openTuning: (tuningAddress, details) => set({ tuningAddress, details }),
  closeTuning: () => set({ tuningAddress: null }),
  setEstimate: (estimate) => {
    const comparables = estimate.valuation?.comparables ?? [];
    set({
      details: estimate.home,
      sold: comparables.filter((c) => c.kind === 'sold'),
      active: comparables.filter((c) => c.kind === 'active'),
    });
  },
  openModal: () => set({ modalOpen: true, step: 1 }),
  closeModal: () => set({ modalOpen: false }),
}));
