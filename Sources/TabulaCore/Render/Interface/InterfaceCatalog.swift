import Foundation
import Synchronization

/// Every file of interface text a build can use: Tabula's own (`Resources/i18n/<tag>.yaml`,
/// compiled in) and the site's (`Templates/i18n/<locale>.yaml`), which change or add any
/// string, like Hugo's and Zola's translation bundles. One catalog per build, shared by its
/// pages; each locale's `InterfaceText` is made once.
///
/// A locale's text for a key is looked up in the locale's languages, most specific first
/// (`ICULocale.languages`: "zh_TW" → zh-TW, zh-Hant-TW, zh-Hant, zh), in the site's file and
/// then Tabula's for each, and last in English (the site's `en.yaml`, then Tabula's).
/// A key that would fall back to English is reported once, as a warning naming the site's
/// file that lacks it; a locale no file covers is reported by the tables using it (`covers`).
final class InterfaceCatalog: Sendable {
    /// Tabula's files by language (lower case), each parsed when first asked for: a site in one
    /// language parses one or two of them, not all.
    private static let builtinBytes = Dictionary(uniqueKeysWithValues: BuiltinInterfaceText.files.map { ($0.key.lowercased(), $0) })
    private static let builtinParsed = Mutex<[String: InterfaceFile]>([:])

    static func builtin(_ language: String) -> InterfaceFile? {
        guard let (tag, bytes) = builtinBytes[language] else { return nil }
        if let file = builtinParsed.withLock({ $0[language] }) { return file }
        // The built-in files are tested to be complete and clean.
        let file = InterfaceFile(path: "built-in interface text '\(tag)'", language: language,
                                 source: String(decoding: bytes, as: UTF8.self), diagnostics: Diagnostics())
        builtinParsed.withLock { $0[language] = $0[language] ?? file }
        return file
    }

    /// The site's files by language (lower case, '-').
    let site: [String: InterfaceFile]
    private let made = Mutex<[String: InterfaceText]>([:])
    /// `covers(_:)` by locale, once asked (every table asks of its own).
    private let covered = Mutex<[String: Bool]>([:])

    init(site files: [InterfaceFile] = []) {
        var site: [String: InterfaceFile] = [:]
        for file in files where site[file.language] == nil { site[file.language] = file }
        self.site = site
    }

    /// Reads the `Templates/i18n/*.yaml` that `tree` found in the site folder: problems in them,
    /// and the keys a file leaves to English, go to `diagnostics`.
    static func load(site: URL, tree: InputTree, diagnostics: Diagnostics) -> InterfaceCatalog {
        var files: [InterfaceFile] = []
        var seen: [String: String] = [:]
        let names = tree.entries(in: "Templates/i18n").filter { !$0.isFolder }.map(\.name).sorted()
        for name in names where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let path = "Templates/i18n/\(name)"
            guard let source = InputFile.text(path, in: site, diagnostics: diagnostics) else { continue }
            let language = InterfaceFile.language(ofFile: name)
            if let first = seen[language] {
                diagnostics.warning(path, nil, "\(first) is for the same language and is used: remove one of them")
                continue
            }
            seen[language] = path
            files.append(InterfaceFile(path: path, language: language, source: source, diagnostics: diagnostics))
        }
        let catalog = InterfaceCatalog(site: files)
        for file in files { catalog.reportEnglishFallbacks(of: file, diagnostics: diagnostics) }
        return catalog
    }

    /// The interface text of pages in `locale` (made on first use).
    func text(for locale: String) -> InterfaceText {
        if let text = made.withLock({ $0[locale] }) { return text }
        let text = make(locale)
        made.withLock { $0[locale] = $0[locale] ?? text }
        return text
    }

    /// Whether a file (the site's or Tabula's) is for one of the locale's languages, or the
    /// locale is English: else its pages show English words.
    func covers(_ locale: String) -> Bool {
        if let known = covered.withLock({ $0[locale] }) { return known }
        let covers = ICULocale.languages(locale).contains { site[$0] != nil || Self.builtinBytes[$0] != nil || $0 == "en" }
        covered.withLock { $0[locale] = covers }
        return covers
    }

    /// The site's files as written, in order of their paths (for the keys of pages).
    var siteSources: [(path: String, source: String)] {
        site.values.map { ($0.path, $0.source) }.sorted { $0.path < $1.path }
    }

    private func make(_ locale: String) -> InterfaceText {
        let languages = ICULocale.languages(locale)
        var messages: [InterfaceKey: InterfaceMessage] = [:]
        var sources: Set<String> = []
        for key in InterfaceKey.allCases {
            guard let found = lookUp(key, in: languages + ["en"]) else { continue }
            messages[key] = found.message
            sources.insert(found.file.path)
        }
        return InterfaceText(language: ICULocale.languageTag(locale), isRightToLeft: ICULocale.isRightToLeft(locale),
                             messages: messages, numbers: NumberFormat(locale: locale), sources: sources.sorted())
    }

    /// The first message for `key` in `languages`: the site's file, then Tabula's, for each.
    private func lookUp(_ key: InterfaceKey, in languages: [String]) -> (message: InterfaceMessage, file: InterfaceFile)? {
        for language in languages {
            for file in [site[language], Self.builtin(language)].compactMap({ $0 }) {
                if let message = file.messages[key] { return (message, file) }
            }
        }
        return nil
    }

    /// Warns, naming `file`, of the keys that neither it nor a file of a language it falls
    /// back to holds: pages in its language show those in English.
    private func reportEnglishFallbacks(of file: InterfaceFile, diagnostics: Diagnostics) {
        let languages = ICULocale.languages(file.language)
        guard !languages.contains("en") else { return }
        let missing = InterfaceKey.allCases.filter { lookUp($0, in: [file.language] + languages) == nil }
        guard !missing.isEmpty else { return }
        let keys = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        diagnostics.warning(file.path, nil, "no text for \(keys): pages in this language show the English; add \(missing.count == 1 ? "it" : "them") to this file")
    }
}
