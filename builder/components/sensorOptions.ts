import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Module constants: useSensor memoises on the options' identity, and new sensors would hand every
// sortable new listeners (re-rendering hundreds of memoised cards on each edit).
export const pointerSensorOptions = { activationConstraint: { distance: 4 } };
export const keyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };
