import { describe, expect, it } from 'vitest';
import { ListEmailTemplates } from '../../../src/application/templates/list-email-templates';
import { RenderEmailTemplate } from '../../../src/application/templates/render-email-template';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { aTemplate, FakeTemplateGateway, rejected, renderedAs } from './template-fakes';

function setUp() {
  const gateway = new FakeTemplateGateway();
  gateway.instantRenders = true;
  const notifier = new RecordingNotifier();
  return {
    gateway,
    notifier,
    list: new ListEmailTemplates(gateway, notifier),
    render: new RenderEmailTemplate(gateway, notifier),
  };
}

describe('listing the e-mail templates', () => {
  it('answers the catalogue as the back office gives it', async () => {
    const { gateway, list } = setUp();
    gateway.templates = [aTemplate('7'), aTemplate('3')];
    expect(await list.execute()).toEqual(ok([aTemplate('7'), aTemplate('3')]));
  });

  it('shows a refusal as a state, and tells an untold failure once', async () => {
    const { gateway, list, notifier } = setUp();
    gateway.listFailure = rejected(403);
    expect(await list.execute()).toEqual(fail('templates.forbidden'));
    gateway.listFailure = rejected(500, true);
    expect(await list.execute()).toEqual(fail('templates.unavailable'));
    expect(notifier.notices).toEqual([]);
    gateway.listFailure = { kind: 'network', told: false };
    expect(await list.execute()).toEqual(fail('templates.unavailable'));
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['common.somethingWentWrong']);
  });

  it('says nothing of a list that was cancelled', async () => {
    const { gateway, list, notifier } = setUp();
    gateway.listFailure = { kind: 'aborted' };
    expect(await list.execute()).toEqual(fail('templates.aborted'));
    expect(notifier.notices).toEqual([]);
  });
});

describe('rendering an e-mail template', () => {
  it('answers the template in the language asked', async () => {
    const { render } = setUp();
    expect(await render.execute('2', 'en')).toEqual(ok(renderedAs('2', 'en')));
  });

  it('tells a template that is gone apart from a failure, and asks nothing for a blank id', async () => {
    const { gateway, render, notifier } = setUp();
    gateway.instantRenders = false;
    const gone = render.execute('9', 'nl');
    gateway.answerRender(0, fail(rejected(404, false)));
    expect(await gone).toEqual(fail('template.not-found'));
    const broken = render.execute('1', 'nl');
    gateway.answerRender(1, fail({ kind: 'malformed', told: true }));
    expect(await broken).toEqual(fail('template.unavailable'));
    expect(notifier.notices).toEqual([]);
    const refused = render.execute('1', 'nl');
    gateway.answerRender(2, fail(rejected(500, false)));
    expect(await refused).toEqual(fail('template.unavailable'));
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['common.somethingWentWrong']);
    expect(await render.execute('  ', 'nl')).toEqual(fail('template.not-found'));
    expect(gateway.renders).toHaveLength(3);
  });
});
