import Foundation
import Testing
@testable import TabulaCore

/// Whole detail pages of a data table's rows, built-in and custom, compared to golden files.
@Suite struct DetailPageGoldenTests {
    static let people = """
        {"title": "People", "detailTemplate": "default", "markdownFields": ["bio"], "cell": "subtitle", "rows": [
          {"id": "ada", "text": "Ada Lovelace", "detail": "Mathematician", "image": "ada.png", "imageAlt": "Portrait",
           "email": "mailto:ada@example.org", "born": 1815, "web": "https://example.org/ada",
           "bio": "Wrote *the* first [program](#row-turing).", "body": "Notes on the **engine**. <script>x()</script>"},
          {"id": "turing", "text": "Alan Turing", "detail": "Computer scientist", "born": 1912},
          {"id": "hopper", "text": "Grace Hopper", "description": "Admiral and programmer"}
        ]}
        """

    @Test func builtInContactCard() throws {
        let site = try TemporarySite(["Content/people.json": Self.people.replacingOccurrences(of: "(#row-turing)", with: "(places.json#row-x)"),
                                      "Content/places.json": #"{"rows": [{"id": "x", "text": "X"}]}"#, "Content/ada.png": "png"])
        try site.build()
        try Golden.check(site.read("Public/people/_/bb/ada.html"), "detail-default.html")
        try Golden.check(site.read("Public/people/_/d8/turing.html"), "detail-default-middle.html")
    }

    @Test func customTemplate() throws {
        let site = try TemporarySite([
            "Content/people.json": Self.people.replacingOccurrences(of: "\"default\"", with: "\"person\"")
                .replacingOccurrences(of: "(#row-turing)", with: "(https://example.org/)"),
            "Content/ada.png": "png",
            "Templates/details/person.mustache": """
                <!DOCTYPE html>
                <html lang="{{lang}}"><head><title>{{title}} – {{tableTitle}}</title><meta name="description" content="{{description}}">
                <link rel="stylesheet" href="{{stylesheet}}"></head>
                <body><a href="{{back.href}}">{{i18n.back}}: {{back.title}}</a>
                <h1>{{text}}</h1>{{#image}}<img src="{{image}}" alt="{{imageAlt}}">{{/image}}<p>Born {{born}}</p>
                {{#email}}<a href="{{email}}">mail</a>{{/email}}<div class="bio">{{{bio}}}</div>{{{body}}}
                {{#previous}}<a rel="prev" href="{{href}}">{{title}}</a>{{/previous}}{{#next}}<a rel="next" href="{{href}}">{{title}}</a>{{/next}}
                </body></html>

                """,
        ])
        try site.build()
        try Golden.check(site.read("Public/people/_/bb/ada.html"), "detail-custom.html")
    }
}
