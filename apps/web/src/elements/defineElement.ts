import type { ElementDefinition } from './types';

/** An element type's definition; its label is always the type's name under `types.` in the 'elements' namespace. */
export const defineElement = (definition: Omit<ElementDefinition, 'labelKey'>): ElementDefinition => ({ ...definition, labelKey: `types.${definition.type}` });
