public enum Tabula { public static let version = "0.1.0" }
