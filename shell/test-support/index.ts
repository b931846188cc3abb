export {
  fakeNetwork,
  FakeNetwork,
  type FakeAnswer,
  type FakeResponder,
  type RecordedRequest,
} from './fake-network';
export { setViewportWidth } from './viewport';
export { DEMO_ORGANIZATIONS, sessionFor } from './sessions';
export {
  answerSession,
  renderRemoteRoutes,
  renderWithShell,
  settle,
  type FakeSession,
  type ShellRenderOptions,
  type ShellRenderResult,
} from './render-with-shell';
export { expectNoAxeViolations } from './axe';
export { fakeScreenTimers, freezeClock } from './clock';
export { performerDto } from './dto-fixtures';
export { FakeEventSource } from './fake-event-source';
