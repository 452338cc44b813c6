import { monthHeadingsFollowTheShownDate } from './internal/time-zone-cases';

monthHeadingsFollowTheShownDate('Asia/Tokyo');
