'use client';
// React components for the tags (`install-config-elements/react`), made with @lit/react the
// way Shoelace and Web Awesome make theirs. They work the same in React 18 and 19: every prop the
// element has is set as a property in a layout effect, so a hydrated page sets them all before
// the element's first load, and the `onIc*` props listen to the `ic-*` events. On the server they
// render the bare tag; install-config-elements/placeholder.css sizes it until it upgrades.
// Importing this module registers the tags (in the browser; a server has no customElements).
import {createComponent} from '@lit/react';
import * as React from 'react';
import {ConnectionStatus as ConnectionStatusElement} from './define/connection-status.ts';
import {FieldMappingEditor as FieldMappingEditorElement} from './define/field-mapping-editor.ts';
import {FieldSettingsEditor as FieldSettingsEditorElement} from './define/field-settings-editor.ts';
import {InstallConfig as InstallConfigElement} from './define/install-config.ts';
import {ReadFieldsEditor as ReadFieldsEditorElement} from './define/read-fields-editor.ts';
import {WriteObjectPicker as WriteObjectPickerElement} from './define/write-object-picker.ts';
import {events} from './react-events.ts';

export const InstallConfig = createComponent({
  react: React,
  tagName: 'install-config',
  elementClass: InstallConfigElement,
  displayName: 'InstallConfig',
  events: events['install-config'],
});

export const WriteObjectPicker = createComponent({
  react: React,
  tagName: 'write-object-picker',
  elementClass: WriteObjectPickerElement,
  displayName: 'WriteObjectPicker',
  events: events['write-object-picker'],
});

export const FieldSettingsEditor = createComponent({
  react: React,
  tagName: 'field-settings-editor',
  elementClass: FieldSettingsEditorElement,
  displayName: 'FieldSettingsEditor',
  events: events['field-settings-editor'],
});

export const FieldMappingEditor = createComponent({
  react: React,
  tagName: 'field-mapping-editor',
  elementClass: FieldMappingEditorElement,
  displayName: 'FieldMappingEditor',
  events: events['field-mapping-editor'],
});

export const ConnectionStatus = createComponent({
  react: React,
  tagName: 'connection-status',
  elementClass: ConnectionStatusElement,
  displayName: 'ConnectionStatus',
  events: events['connection-status'],
});

export const ReadFieldsEditor = createComponent({
  react: React,
  tagName: 'read-fields-editor',
  elementClass: ReadFieldsEditorElement,
  displayName: 'ReadFieldsEditor',
  events: events['read-fields-editor'],
});
