import { monthHeadingsFollowTheShownDate } from './internal/time-zone-cases';

monthHeadingsFollowTheShownDate('America/New_York');
