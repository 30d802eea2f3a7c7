import { conformance } from './suite';

conformance('sevensins');
