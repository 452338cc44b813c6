// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { to12Hour } from './hours';
import { cleanEmail, directionsLink, mailtoHref, telHref, websiteUrl } from './links';

describe('links built from data', () => {
  it.each([
    ['+49 511 123-45', 'tel:+4951112345'],
    ['(515) 555-0100', 'tel:5155550100'],
    ['12', null],
    ['call us', null],
    ['+1 555 0100;ext=javascript:x', 'tel:+15550100'],
    ['', null],
    [null, null],
  ])('telHref(%p) = %p', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ['parts@dealer.example', 'parts@dealer.example'],
    ['first.last+tag@sub.dealer.co.uk', 'first.last+tag@sub.dealer.co.uk'],
    ['a@b.c?bcc=x@y.z', null],
    ['a b@c.de', null],
    ['javascript:alert(1)//@x.de', null],
    ['no-at.example', null],
  ])('cleanEmail(%p) = %p', (email, expected) => {
    expect(cleanEmail(email)).toBe(expected);
    expect(mailtoHref(email)).toBe(expected ? `mailto:${expected}` : null);
  });

  it.each([
    [52.37, 9.73, 'https://www.google.com/maps/dir//52.37,9.73/@52.37,9.73,14z'],
    [null, 9.73, null],
    [52.37, null, null],
  ])('directionsLink(%p, %p) (zoom 14)', (lat, lng, link) => {
    expect(directionsLink(lat, lng)).toBe(link);
  });

  it.each([
    ['https://dealer.example/path?q=1', 'https://dealer.example/path?q=1'],
    ['HTTP://dealer.example', 'http://dealer.example/'],
    ['dealer.example', 'https://dealer.example/'],
    ['www.dealer.example/contact', 'https://www.dealer.example/contact'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['ftp://dealer.example', null],
    ['/relative', null],
    ['//evil.example', null],
    ['', null],
  ])('websiteUrl(%p) = %p', (value, expected) => {
    expect(websiteUrl(value)).toBe(expected);
  });

  it.each([
    ['00:30', '12:30 AM'],
    ['08:05', '8:05 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
    ['7:30 AM', '7:30 AM'],
  ])('to12Hour(%p) = %p (spec §9, off for results)', (time, expected) => {
    expect(to12Hour(time)).toBe(expected);
  });
});
