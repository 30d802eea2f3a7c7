import { conformance } from './suite';

conformance('dreizehn');
