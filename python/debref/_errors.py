"""debref.InputError: bad input, the offending field named with its allowed range."""


class InputError(ValueError):
    """Bad input (docs/ARCHITECTURE.md "Bad input gets a clear error"): the message starts with
    the field and says the allowed range; `field` holds the field alone."""

    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field
