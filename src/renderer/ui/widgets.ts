/**
 * The shared controls, one module each: button, toggle and slider rows, stepper (select) and
 * text field. Each is sized from the ui scale at construction (screens rebuild on resize),
 * draws its own focus ring for keyboard use, and registers a stable test id. Screens import
 * them from here, so they have one place to look.
 */
export { fitText, paragraph } from './control-parts';
export { Button, type ButtonOptions, type ButtonVariant } from './button';
export { Slider, Toggle } from './row';
export { Stepper, type Choice } from './stepper';
export { TextField } from './text-field';
