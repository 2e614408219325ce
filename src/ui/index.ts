// The shared widgets every game and shell screen uses.
export { Button, type ButtonOptions, type ButtonVariant } from './button';
export { FocusRing, focusableObject, isKeyboardMode, isShown, worldRect, type Focusable, type FocusDirection, type FocusRingOptions } from './focus';
export { Panel, drawParchment, parchmentTexture, type PanelOptions } from './panel';
export { Selector, Toggle, Slider, type SelectorOption, type SelectorOptions, type ToggleOptions, type SliderOptions } from './selector';
export { showToast, hideToast, setAnnouncer, announce, TOAST_TOP, TOAST_BAND, type ToastKind } from './toast';
export { LogPanel, LOG_ROW_HOOK, type LogPanelOptions } from './log-panel';
export { showDialog, addBackdrop, type DialogButton, type DialogOptions, type DialogTable } from './dialog';
export { showPrivacyScreen, traceCrown } from './privacy';
export { Die, rollDie, type DieOptions } from './dice';
export { Piece, DropZone, type DropZoneOptions, type DropZoneShape, type ZoneHighlight } from './piece';
export { DragController, type DragControllerOptions } from './drag';
export * from './tween';
export { CardFacePiece, SUIT_SYMBOL, cardBase, cardCorners, cardFront, suitColour } from './card-face';
export { HintMarks, findNamed } from './hint';
