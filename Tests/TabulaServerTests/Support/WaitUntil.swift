/// Waits until `condition` holds, checking every 5 ms; throws once `timeout` has passed (a
/// guard against a hang, generous because a full test run keeps every core busy).
func waitUntil(timeout: Duration = .seconds(60), _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { throw RawHTTPError(description: "timed out after \(timeout)") }
        try await Task.sleep(for: .milliseconds(5))
    }
}
