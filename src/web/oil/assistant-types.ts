/** What the oil-change assistant's loaders give its step components (assistant.server.ts and its parts). */
import type {
  AceitePorMatriculaAnswer,
  Oil,
  RevisionPack,
  SelectorAceiteAnswer,
} from "#src/shared/revision/revision.schema.ts";
import type { AssistantChoices, PickStep } from "#src/shared/revision/steps.ts";

export type NoRevision = { status: string; title: string; text: string; next: string | null; modelo: string };

/** A plate saved in the customer's private area, offered as a one-click choice. */
export type SavedPlate = { plate: string; text: string };
export type PickOption = { value: string; label: string };

export type AssistantData =
  | {
      step: "matricula";
      choices: AssistantChoices;
      plate: string;
      error: string | null;
      state: NoRevision | null;
      /** The registry does not know the plate: the hand pick starts here. */
      pick: string | null;
      /** The login page, coming back to this step (anonymous customers), or null. */
      login: string | null;
      saved: SavedPlate[];
    }
  | {
      step: PickStep;
      choices: AssistantChoices;
      options: PickOption[];
      error: string | null;
      state: NoRevision | null;
      /** The engine step's optional year, as typed, and its error. */
      anoInput: string;
      anoError: string | null;
    }
  | {
      step: "quilometros";
      choices: AssistantChoices;
      vehicle: AceitePorMatriculaAnswer;
      kmsInput: string;
      ultimaInput: string;
      errors: { kms?: string; ultima?: string };
    }
  | { step: "oleo"; choices: AssistantChoices; selector: SelectorAceiteAnswer; selected: string }
  | { step: "servicos"; choices: AssistantChoices; selector: SelectorAceiteAnswer; oil: Oil; packs: RevisionPack[] };
