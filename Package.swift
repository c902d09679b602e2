// swift-tools-version: 6.0
import PackageDescription

/// The languages of the built-in interface text, `Sources/TabulaCore/Resources/i18n/<tag>.yaml`.
let interfaceLanguages = ["ar", "cs", "da", "de", "en", "es", "fi", "fr", "he", "it", "ja", "ko", "nb", "nl", "pl", "pt",
                          "ru", "sv", "tr", "uk", "zh-Hans", "zh-Hant"]

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

// Built and tested on Linux only: the code calls Glibc directly and links the system's libcmark
// and ICU, so the package claims no Apple platform.
let package = Package(
    name: "Tabula",
    products: [
        .executable(name: "tabula", targets: ["tabula"]),
        .library(name: "TabulaCore", targets: ["TabulaCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]
        ),
        // glibc's malloc.h (`mallopt`), for the executable's allocator setting (`MallocArenas`).
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "TabulaICU",
            dependencies: ["CICU"]
        ),
        .target(
            name: "TabulaCore",
            dependencies: [
                "CMark",
                "CXXHash",
                "TabulaICU",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The stylesheet, the script and the interface text every site gets, compiled into the binary.
            resources: [.embedInCode("Resources/tabula.css"), .embedInCode("Resources/tabula.js")]
                + interfaceLanguages.map { .embedInCode("Resources/i18n/\($0).yaml") },
            swiftSettings: strict
        ),
        .target(
            name: "TabulaServer",
            dependencies: [
                "TabulaCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "TabulaPublish",
            dependencies: [
                "TabulaCore",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tabula",
            dependencies: [
                "TabulaCore", "TabulaServer", "TabulaPublish", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tabula-benchmarks",
            dependencies: [
                "TabulaCore",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            path: "Benchmarks",
            exclude: ["README.md", "generate_sites.py", "build_benchmark.py", "browser_benchmark.py", "search_benchmark.py"],
            swiftSettings: strict
        ),
        // ICU's AlphabeticIndex (C++), the reference the section index is tested against.
        .target(
            name: "TabulaICUReference",
            dependencies: ["CICU"],
            path: "Tests/TabulaICUReference"
        ),
        .target(
            name: "TabulaTestSupport",
            path: "Tests/TabulaTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "TabulaCoreTests",
            dependencies: [
                "TabulaCore",
                "TabulaTestSupport",
                "TabulaICUReference",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TabulaServerTests",
            dependencies: ["TabulaServer", "TabulaCore", "TabulaTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TabulaPublishTests",
            dependencies: ["TabulaPublish", "TabulaCore", "TabulaTestSupport"],
            swiftSettings: strict
        ),
    ]
)
