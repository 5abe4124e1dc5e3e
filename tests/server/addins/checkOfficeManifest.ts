import { SaxesParser } from 'saxes';

// The rules of Microsoft's Office add-in manifest schema (appforoffice 1.1 with
// taskpaneappversionoverrides 1.0) that a Word task-pane manifest can break, checked on the
// parsed XML: the root and its namespaces, the order and presence of OfficeApp's children, the
// lengths the schema caps, every resid naming a resource of the right kind, HTTPS-or-our-own
// URLs, a GUID id and a four-part version. Returns the problems found (none when valid).
const officeApp = 'http://schemas.microsoft.com/office/appforoffice/1.1';
const overrides = 'http://schemas.microsoft.com/office/taskpaneappversionoverrides';
const basicTypes = 'http://schemas.microsoft.com/office/officeappbasictypes/1.0';
const xsi = 'http://www.w3.org/2001/XMLSchema-instance';

// xs:sequence of OfficeApp for a TaskPaneApp; required ones marked.
const rootSequence: Array<[string, boolean]> = [
  ['Id', true],
  ['AlternateId', false],
  ['Version', true],
  ['ProviderName', true],
  ['DefaultLocale', true],
  ['DisplayName', true],
  ['Description', true],
  ['IconUrl', false],
  ['HighResolutionIconUrl', false],
  ['SupportUrl', false],
  ['AppDomains', false],
  ['Hosts', false],
  ['Requirements', false],
  ['DefaultSettings', true],
  ['Permissions', true],
  ['AllowSnapshot', false],
  ['VersionOverrides', false],
];

interface Node {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

export function checkOfficeManifest(xml: string, appUrl: string): string[] {
  const problems: string[] = [];
  const root = parse(xml);
  if (root.uri !== officeApp || root.name !== 'OfficeApp') problems.push('root is not OfficeApp');
  if (root.attributes[`{${xsi}}type`] !== 'TaskPaneApp') problems.push('not a TaskPaneApp');
  const names = root.children.map((child) => child.name);
  let at = 0;
  for (const name of names) {
    const index = rootSequence.findIndex(([n], i) => i >= at && n === name);
    if (index === -1) problems.push(`${name} out of order or unknown`);
    else at = index + 1;
  }
  for (const [name, required] of rootSequence) {
    if (required && !names.includes(name)) problems.push(`${name} missing`);
  }
  const child = (name: string) => root.children.find((c) => c.name === name);
  if (
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(child('Id')?.text ?? '')
  )
    problems.push('Id is not a GUID');
  if (!/^\d{1,5}(\.\d{1,5}){0,3}$/.test(child('Version')?.text ?? ''))
    problems.push('Version is not n.n.n.n');
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(child('DefaultLocale')?.text ?? ''))
    problems.push('DefaultLocale is not a culture name');
  if (
    ![
      'Restricted',
      'ReadDocument',
      'ReadAllDocument',
      'WriteDocument',
      'ReadWriteDocument',
    ].includes(child('Permissions')?.text ?? '')
  )
    problems.push('Permissions is not a task-pane permission');
  const displayName = child('DisplayName')?.attributes.DefaultValue ?? '';
  if (displayName.length === 0 || displayName.length > 125) problems.push('DisplayName length');
  const description = child('Description')?.attributes.DefaultValue ?? '';
  if (description.length === 0 || description.length > 250) problems.push('Description length');

  const all = flatten(root);
  for (const node of all) {
    for (const [key, value] of Object.entries(node.attributes)) {
      if (key !== 'DefaultValue' || !/^[a-z]+:/i.test(value)) continue;
      if (!value.startsWith('https://') && !value.startsWith(`${appUrl}/`))
        problems.push(`${node.name} is not HTTPS: ${value}`);
      if (value.length > 2048) problems.push(`${node.name} URL too long`);
    }
  }
  const version = child('VersionOverrides');
  if (version) {
    if (version.uri !== overrides) problems.push('VersionOverrides namespace');
    if (version.attributes[`{${xsi}}type`] !== 'VersionOverridesV1_0')
      problems.push('VersionOverrides type');
    const resources = version.children.find((c) => c.name === 'Resources');
    const ids = new Map<string, string>();
    for (const group of resources?.children ?? []) {
      if (group.uri !== basicTypes && group.uri !== overrides)
        problems.push(`${group.name} namespace`);
      for (const item of group.children) {
        const id = item.attributes.id ?? '';
        if (ids.has(id)) problems.push(`duplicate resource ${id}`);
        if (id.length === 0 || id.length > 32) problems.push(`resource id length: ${id}`);
        ids.set(id, group.name);
        const value = item.attributes.DefaultValue ?? '';
        if (group.name === 'ShortStrings' && value.length > 125) problems.push(`${id} too long`);
        if (group.name === 'LongStrings' && value.length > 250) problems.push(`${id} too long`);
      }
    }
    const kindOf: Record<string, string> = {
      Image: 'Images',
      SourceLocation: 'Urls',
      FunctionFile: 'Urls',
      LearnMoreUrl: 'Urls',
      Label: 'ShortStrings',
      Title: 'ShortStrings',
      Description: 'LongStrings',
    };
    for (const node of flatten(version)) {
      const resid = node.attributes.resid;
      if (resid === undefined) continue;
      const expected = kindOf[node.name];
      if (ids.get(resid) === undefined) problems.push(`resid ${resid} is not defined`);
      else if (expected && ids.get(resid) !== expected)
        problems.push(`resid ${resid} of ${node.name} is a ${ids.get(resid)}`);
    }
    const controls = flatten(version).filter((n) => n.name === 'Control');
    if (controls.length === 0) problems.push('no ribbon button');
    for (const control of controls) {
      const action = control.children.find((c) => c.name === 'Action');
      if (action?.attributes[`{${xsi}}type`] !== 'ShowTaskpane')
        problems.push('button does not open the pane');
    }
  }
  return problems;
}

function parse(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | null = null;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      const key =
        attribute.uri && attribute.uri !== ''
          ? `{${attribute.uri}}${attribute.local}`
          : attribute.local;
      attributes[key] = attribute.value;
    }
    const node: Node = { name: tag.local, uri: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    if (!root) root = node;
    stack.push(node);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text.trim();
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('empty manifest');
  return root;
}

function flatten(node: Node): Node[] {
  return [node, ...node.children.flatMap(flatten)];
}
