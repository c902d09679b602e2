import Foundation

/// The IMF-fixdate of HTTP headers: `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    static func format(_ date: Date) -> String { formatter().string(from: date) }

    static func parse(_ text: String) -> Date? { formatter().date(from: text) }

    /// A new formatter per call: `DateFormatter` is not `Sendable`.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
