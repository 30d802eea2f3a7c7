import { conformance } from './suite';

conformance('abyss');
