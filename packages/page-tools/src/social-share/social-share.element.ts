import { defineElement } from '@mf/core/element/define-element';
import { socialShareApi as api } from './social-share.api';
import { SocialShare } from './social-share';
import css from './social-share.css';

export const SocialShareElement = defineElement(api, SocialShare, css);
