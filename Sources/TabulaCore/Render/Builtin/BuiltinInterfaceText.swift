/// Tabula's interface text, one file per language: written in `Sources/TabulaCore/Resources/i18n/`
/// as plain YAML a translator can correct, and embedded in the binary when it is built (each
/// file is listed in `Package.swift`'s `interfaceLanguages`; a test checks none is missing).
enum BuiltinInterfaceText {
    /// BCP 47 tag → the file's bytes.
    static let files: [String: [UInt8]] = [
        "ar": PackageResources.ar_yaml,
        "cs": PackageResources.cs_yaml,
        "da": PackageResources.da_yaml,
        "de": PackageResources.de_yaml,
        "en": PackageResources.en_yaml,
        "es": PackageResources.es_yaml,
        "fi": PackageResources.fi_yaml,
        "fr": PackageResources.fr_yaml,
        "he": PackageResources.he_yaml,
        "it": PackageResources.it_yaml,
        "ja": PackageResources.ja_yaml,
        "ko": PackageResources.ko_yaml,
        "nb": PackageResources.nb_yaml,
        "nl": PackageResources.nl_yaml,
        "pl": PackageResources.pl_yaml,
        "pt": PackageResources.pt_yaml,
        "ru": PackageResources.ru_yaml,
        "sv": PackageResources.sv_yaml,
        "tr": PackageResources.tr_yaml,
        "uk": PackageResources.uk_yaml,
        "zh-Hans": PackageResources.zh_Hans_yaml,
        "zh-Hant": PackageResources.zh_Hant_yaml,
    ]
}
