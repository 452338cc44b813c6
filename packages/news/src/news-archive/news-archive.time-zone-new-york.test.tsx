import { monthHeadingsFollowTheShownDate } from '@mf/news/testing/time-zone-cases';

monthHeadingsFollowTheShownDate('America/New_York');
