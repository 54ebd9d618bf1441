/** The motorbike selector's stored state (version 4) in the browser: written after each step, read to resume. */
import { useEffect, useState } from "react";
import { SITE } from "#src/shared/site.ts";
import {
  MOTO_STORAGE_KEY,
  type MotoSelectorState,
  readStoredMotoState,
  serializeMotoState,
} from "#src/shared/tyres/moto-state.ts";

export function readStored(): MotoSelectorState | null {
  try {
    return readStoredMotoState(window.localStorage.getItem(MOTO_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the screen's step and choices 10 ms after they change (spec section 9); null stores nothing. */
export function useStoreMotoState(state: MotoSelectorState | null): void {
  const raw = state ? serializeMotoState(state) : null;
  useEffect(() => {
    if (raw === null) return;
    const id = setTimeout(() => {
      try {
        window.localStorage.setItem(MOTO_STORAGE_KEY, raw);
      } catch {
        // storage full or disabled: the URL still carries the choices
      }
    }, SITE.storedStateWriteDelayMs);
    return () => clearTimeout(id);
  }, [raw]);
}

/** Desktop layouts share the sizes on one screen, as the car selector does. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(min-width: 1280px)");
    setDesktop(mq.matches);
    const on = () => setDesktop(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return desktop;
}
