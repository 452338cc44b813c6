/**
 * Angular 21 (standalone component, CUSTOM_ELEMENTS_SCHEMA, zoneless, signals). Property bindings
 * (`[radius]`, `[regions]`, `[requireLocation]`) set the element's properties; `[attr.x]`
 * bindings write attributes (booleans as "true"/"false": the adapter reads "false" as false).
 * Events with Angular's own syntax: `(mf-change)="…"`.
 */
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import {
  expose,
  initialState,
  patched,
  range,
  record,
  type InteropState,
} from '../shared/scenario';

@Component({
  selector: 'interop-app',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    @if (s().mounted) {
      @for (i of range(s().instances); track i) {
        <section class="instance" [attr.data-instance]="i">
          <mf-dealer-locator
            [attr.search-endpoint]="s().dealer.searchEndpoint"
            [attr.detail-endpoint]="s().dealer.detailEndpoint"
            [attr.token-path]="s().dealer.tokenPath"
            [apiKey]="s().dealer.apiKey"
            [brand]="s().dealer.brand"
            [radius]="s().dealer.radius"
            [attr.per-page]="s().dealer.perPage"
            [noConsentManager]="s().dealer.noConsentManager"
            [attr.require-location]="s().dealer.requireLocation"
            [regions]="s().dealer.regions"
            [labels]="s().dealer.labels"
            (mf-dealer-select)="on('mf-dealer-locator', i, $event)"
            (mf-preferred-dealer-change)="on('mf-dealer-locator', i, $event)"
            (mf-error)="on('mf-dealer-locator', i, $event)"
          ></mf-dealer-locator>
          <mf-events-overview
            [site]="s().events.site"
            [attr.time-zone]="s().events.timeZone"
            [perPage]="s().events.perPage"
            [regions]="s().events.regions"
            [labels]="s().events.labels"
            (mf-change)="on('mf-events-overview', i, $event)"
            (mf-error)="on('mf-events-overview', i, $event)"
          ></mf-events-overview>
          <mf-news-archive
            [site]="s().news.site"
            [attr.lang-path]="s().news.langPath"
            [attr.heading-level]="s().news.headingLevel"
            [categories]="s().news.categories"
            [labels]="s().news.labels"
            (mf-change)="on('mf-news-archive', i, $event)"
            (mf-error)="on('mf-news-archive', i, $event)"
          ></mf-news-archive>
          <mf-form-modal
            [attr.consent-domain]="s().modal.consentDomain"
            [attr.corporate-name]="s().modal.corporateName"
            [attr.form-host]="s().modal.formHost"
            [site]="s().modal.site"
            [attr.close-on-backdrop]="s().modal.closeOnBackdrop"
            [minHeight]="s().modal.minHeight"
            [model]="s().modal.model"
            (mf-open)="on('mf-form-modal', i, $event)"
            (mf-close)="on('mf-form-modal', i, $event)"
            (mf-form-action)="on('mf-form-modal', i, $event)"
            (mf-error)="on('mf-form-modal', i, $event)"
          ></mf-form-modal>
          <mf-lead-form
            [src]="s().lead.src"
            [attr.consent-domain]="s().lead.consentDomain"
            [attr.corporate-name]="s().lead.corporateName"
            [attr.form-host]="s().lead.formHost"
            [requestType]="s().lead.requestType"
            [attr.min-height]="s().lead.minHeight"
            [labels]="s().lead.labels"
            (mf-form-action)="on('mf-lead-form', i, $event)"
            (mf-error)="on('mf-lead-form', i, $event)"
          ></mf-lead-form>
        </section>
      }
    }
  `,
})
export class App {
  readonly s = signal<InteropState>(initialState());
  readonly range = range;

  constructor() {
    expose('angular', (patch) => this.s.update((state) => patched(state, patch)));
  }

  on(tag: string, instance: number, event: Event): void {
    record('angular', tag, instance, event);
  }
}
