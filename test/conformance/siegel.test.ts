import { conformance } from './suite';

conformance('siegel');
