import { describeFuzz } from './kit';

describeFuzz(3);
