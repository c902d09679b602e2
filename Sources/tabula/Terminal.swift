import Foundation
import TabulaCore

/// Writes diagnostics to standard error, in colour only on a terminal.
enum Terminal {
    static let colour = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    /// Progress only on an interactive terminal, never in CI or a pipe.
    static let showsProgress = colour && ProcessInfo.processInfo.environment["CI"] == nil

    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K\(message)".utf8))
    }

    static func endProgress() {
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { write(line(diagnostic)) }
    }

    static func error(_ message: String) {
        write((colour ? "\u{1B}[1;31merror:\u{1B}[0m " : "error: ") + message)
    }

    private static func line(_ diagnostic: Diagnostic) -> String {
        guard colour else { return diagnostic.description }
        let colourCode = diagnostic.severity == .error ? "31" : "33"
        let place = diagnostic.position.map { "\(diagnostic.path):\($0.line):\($0.column)" } ?? diagnostic.path
        return "\u{1B}[1m\(place):\u{1B}[0m \u{1B}[1;\(colourCode)m\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message)"
    }

    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
