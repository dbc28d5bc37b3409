my $USAGE = <<'END';
Usage: hipify-perl [options] <source>...

Converts CUDA sources to HIP with regular expressions over the names of
hipify-cpp's mapping tables: no parse, so a user's own name spelled like a
CUDA one is converted too. The HIP text goes to the standard output unless
-inplace or -o says otherwise.

  -o=FILE                        write the HIP text to FILE (one source only)
  -inplace                       overwrite each source, keeping the original
                                 as <source>.prehip, made once (a source that
                                 is that backup's conversion is left as it
                                 is; one edited since is converted as it is)
  -no-output                     write no HIP text
  -print-stats                   print each source's statistics on stderr
  -examine                       -no-output -print-stats
  -quiet-warnings                no warnings about names left as written
  -experimental                  convert the names HIP marks experimental
  -hip-kernel-execution-syntax   rewrite k<<<g, b, s, q>>>(a) as
                                 hipLaunchKernelGGL(k, dim3(g), dim3(b), s, q, a)
  -cuda-kernel-execution-syntax  keep <<<>>> launches (the default); of the
                                 two, the one given last wins
  -help                          print this help
END

my %opt = (launch => 0);
Getopt::Long::Configure('no_ignore_case');
GetOptions(
    'o=s'                          => \$opt{output},
    'inplace'                      => \$opt{inplace},
    'no-output'                    => \$opt{no_output},
    'print-stats'                  => \$opt{stats},
    'examine'                      => \$opt{examine},
    'quiet-warnings'               => \$opt{quiet},
    'experimental'                 => \$opt{experimental},
    'hip-kernel-execution-syntax'  => sub { $opt{launch} = 1 },
    'cuda-kernel-execution-syntax' => sub { $opt{launch} = 0 },
    'help'                         => \$opt{help},
) or usage_error('');
if ($opt{help}) {
    print $USAGE;
    exit 0;
}
$opt{no_output} = $opt{stats} = 1 if $opt{examine};
usage_error('no input files') unless @ARGV;
usage_error('-o needs exactly one source') if defined $opt{output} && @ARGV != 1;
usage_error('-inplace excludes -o') if defined $opt{output} && $opt{inplace};

sub usage_error {
    my ($message) = @_;
    print STDERR "hipify-perl: error: $message\n" if $message ne '';
    print STDERR "Run 'hipify-perl -help' for the options.\n";
    exit 2;
}

# Statistics of one source: name => [count, category, API], per outcome.
my %total = (converted => {}, unconverted => {});
my $exit_code = 0;
for my $source (@ARGV) {
    $exit_code = 1 unless convert_source($source);
}
print_stats('TOTAL', \%total) if $opt{stats} && @ARGV > 1;
exit $exit_code;

sub convert_source {
    my ($source) = @_;
    my $backup = "$source.prehip";
    my $text = read_file($source);
    return 0 unless defined $text;
    if (defined $opt{output} && same_file($opt{output}, $source)) {
        print STDERR "hipify-perl: error: -o '$opt{output}' is the source "
            . "'$source'; use -inplace to convert in place\n";
        return 0;
    }
    my %stats = (converted => {}, unconverted => {});
    my $current = $text;
    if ($opt{inplace} && -e $backup) {
        my $original = read_file($backup);
        return 0 unless defined $original;
        # A source edited since its backup's conversion keeps the edits: it
        # is converted as it is now, and the backup stays its first original.
        my $edited = do { local $opt{quiet} = 1;
                          convert_text($original, $source, {}) ne $current };
        $text = $original unless $edited && $original ne $current;
    }
    my $hip = convert_text($text, $source, \%stats);
    if (!$opt{no_output}) {
        if ($opt{inplace}) {
            return 0 unless -e $backup
                || write_file($backup, $text, (stat $source)[2]);
            return 0 unless $hip eq $current || write_file($source, $hip);
        } elsif (defined $opt{output}) {
            return 0 unless write_file($opt{output}, $hip);
        } else {
            print $hip;
        }
    }
    print_stats("file '$source'", \%stats) if $opt{stats};
    for my $outcome (keys %stats) {
        for my $name (keys %{$stats{$outcome}}) {
            my ($count, @info) = @{$stats{$outcome}{$name}};
            $total{$outcome}{$name} //= [0, @info];
            $total{$outcome}{$name}[0] += $count;
        }
    }
    return 1;
}

sub same_file {
    my ($first, $second) = @_;
    my @x = stat $first;
    my @y = stat $second;
    return @x && @y && $x[0] == $y[0] && $x[1] == $y[1];
}

# A FIFO or a device would block the read or never end.
sub read_file {
    my ($path) = @_;
    my $fh;
    if (-e $path && !-f _) {
        print STDERR "hipify-perl: error: '$path': not a regular file\n";
        return undef;
    }
    if (!open($fh, '<:raw', $path)) {
        print STDERR "hipify-perl: error: cannot read '$path': $!\n";
        return undef;
    }
    local $/;
    my $text = <$fh>;
    close $fh;
    return $text // '';
}

# Through a temporary file renamed into place: never a half-written file.
# Only a regular file is replaced, never through or instead of a link, and
# it keeps its mode; a new file takes $mode when given.
sub write_file {
    my ($path, $text, $mode) = @_;
    my @status = lstat $path;
    if (@status) {
        my $what = -l _ ? 'a symbolic link' : -f _ ? '' : 'not a regular file';
        if ($what ne '') {
            print STDERR "hipify-perl: error: '$path' is $what; not written\n";
            return 0;
        }
        $mode = $status[2];
    }
    my $temporary = "$path.hipify-perl.$$.tmp";
    my $fh;
    if (sysopen($fh, $temporary, O_WRONLY | O_CREAT | O_EXCL, 0600)
        && binmode($fh) && print($fh $text) && close($fh)
        && chmod((defined $mode ? $mode : 0666 & ~umask) & 07777, $temporary)
        && rename($temporary, $path)) {
        return 1;
    }
    print STDERR "hipify-perl: error: cannot write '$path': $!\n";
    unlink $temporary;
    return 0;
}

# The CUDA -> HIP rewrite of one source's text.
sub convert_text {
    my ($text, $source, $stats) = @_;
    my $context = {text => \$text, source => $source, stats => $stats,
                   line => 1, scanned => 0};
    my $hip = $text;
    $hip =~ s{
        ( ^[ \t]*\#[ \t]*include[ \t]*[<"][^>"\n]*[>"] )  # an include
      | ( //[^\n]* | /\*.*?\*/ )                            # a comment
      | ( "(?:\\.|[^"\\\n])*" | '(?:\\.|[^'\\\n])*' )       # a literal
      | (?<![\w.])(?<!->) ( [A-Za-z_]\w*(?:::[A-Za-z_]\w*)* ) # a name
    }{
        defined $1 ? convert_include($context, $1, $-[0])
      : defined $2 ? $2
      : defined $3 ? convert_literal($context, $3)
      : convert_name($context, $4, $-[0], $+[0])
    }gmsxe;
    convert_launches(\$hip) if $opt{launch};
    insert_runtime_include(\$hip, $context) if $source =~ /\.cu$/;
    return $hip;
}

sub line_of {
    my ($context, $offset) = @_;
    my $skipped = substr(${$context->{text}}, $context->{scanned},
                         $offset - $context->{scanned});
    $context->{line} += ($skipped =~ tr/\n//);
    $context->{scanned} = $offset;
    return $context->{line};
}

sub count {
    my ($context, $outcome, $name, $category, $api) = @_;
    my $entry = ($context->{stats}{$outcome}{$name} //= [0, $category, $api]);
    ++$entry->[0];
}

sub report {
    my ($context, $offset, $name, $reason, $category, $api) = @_;
    count($context, 'unconverted', $name, $category, $api);
    return if $opt{quiet};
    my $line = line_of($context, $offset);
    print STDERR "$context->{source}:$line: warning: '$name' $reason\n";
}

sub convert_include {
    my ($context, $directive, $offset) = @_;
    my ($head, $open, $path, $close) =
        $directive =~ /^(.*?)([<"])([^>"]*)([>"])$/s;
    if (my $hip = $HEADERS{$path}) {
        count($context, 'converted', $path, $hip->[1], $hip->[2]);
        return "$head$open$hip->[0]$close";
    }
    if (my $missing = $UNSUPPORTED_HEADERS{$path}) {
        report($context, $offset, $path, @$missing);
    }
    return $directive;
}

# Names HIP has are renamed inside string literals too, whole words only.
sub convert_literal {
    my ($context, $literal) = @_;
    return $literal if $literal =~ /^'/;
    $literal =~ s{\b([A-Za-z_]\w*)\b}{
        my $hip = converted_entry($1);
        $hip ? do { count($context, 'converted', $1, $hip->[1], $hip->[2]);
                    $hip->[0] }
             : $1
    }ge;
    return $literal;
}

sub converted_entry {
    my ($name) = @_;
    return $CONVERTED{$name} // ($opt{experimental} ? $EXPERIMENTAL{$name}
                                                    : undef);
}

sub convert_name {
    my ($context, $name, $offset, $end) = @_;
    my @parts = split /::/, $name;
    # The longest qualified prefix the tables know: cub::DeviceReduce::Sum
    # is converted as cub::DeviceReduce.
    for (my $length = @parts; $length > 0; --$length) {
        my $prefix = join('::', @parts[0 .. $length - 1]);
        my $rest = join('', map { "::$_" } @parts[$length .. $#parts]);
        if (my $hip = converted_entry($prefix)) {
            count($context, 'converted', $prefix, $hip->[1], $hip->[2]);
            my $target = $hip->[0];
            $target = by_argument_count($context, $prefix, $end) // $target
                if $rest eq '' && exists $BY_ARGUMENT_COUNT{$prefix};
            return $target . $rest;
        }
        if (my $missing = $UNSUPPORTED{$prefix} // experimental_reason($prefix)) {
            report($context, $offset, $prefix, @$missing);
            return $name;
        }
    }
    if (@parts > 1) {
        if (my $hip = $NAMESPACES{$parts[0]}) {
            count($context, 'converted', $parts[0], $hip->[1], $hip->[2]);
            return join('::', $hip->[0], @parts[1 .. $#parts]);
        }
        if (my $missing = $UNSUPPORTED_NAMESPACES{$parts[0]}) {
            report($context, $offset, $parts[0], @$missing);
        }
    }
    return $name;
}

sub experimental_reason {
    my ($name) = @_;
    my $entry = $EXPERIMENTAL{$name} or return undef;
    return [$entry->[3], $entry->[1], $entry->[2]];
}

# The HIP name for a call of $name with its number of arguments, when the
# call's parentheses follow it.
sub by_argument_count {
    my ($context, $name, $end) = @_;
    my $text = $context->{text};
    pos($$text) = $end;
    return undef unless $$text =~ /\G\s*(\((?:[^()]++|(?1))*\))/gc;
    my $arguments = substr($1, 1, -1);
    my $count = $arguments =~ /\S/ ? scalar(split_top_level($arguments)) : 0;
    for my $overload (split /,/, $BY_ARGUMENT_COUNT{$name}) {
        my ($n, $hip) = split /:/, $overload;
        return $hip if $n == $count;
    }
    return undef;
}

# Splits at the commas outside parentheses, brackets, braces and literals.
sub split_top_level {
    my ($text) = @_;
    my @parts = ('');
    my $depth = 0;
    while ($text =~ /\G("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[(\[{]|[)\]}]|,|[^"'(\[{)\]},]+)/gs) {
        my $token = $1;
        if ($token eq ',' && $depth == 0) {
            push @parts, '';
            next;
        }
        ++$depth if $token =~ /^[(\[{]$/;
        --$depth if $token =~ /^[)\]}]$/;
        $parts[-1] .= $token;
    }
    return @parts;
}

sub trim {
    my ($text) = @_;
    $text =~ s/^\s+|\s+$//g;
    return $text;
}

sub convert_launches {
    my ($hip) = @_;
    $$hip =~ s{
        (?<![\w.:])(?<!->)
        ( [A-Za-z_][\w:]* )                           # the kernel
        ( \s*<(?:[^<>;{}]|<[^<>;{}]*>)*> )?           # its template arguments
        \s*<<<( (?:[^<>;]|<(?!<<)|>(?!>>))* )>>>      # the configuration
        \s*( \((?:[^()]++|(?4))*\) )                  # the arguments
    }{
        launch($&, $1, $2, $3, $4)
    }gxe;
}

# A configuration argument as a dim3: as written when it is one already.
sub as_dim3 {
    my ($text) = @_;
    return $text if $text =~ /^dim3\s*(\((?:[^()]++|(?1))*\))$/;
    return "dim3($text)";
}

sub launch {
    my ($written, $kernel, $template, $configuration, $arguments) = @_;
    my @configuration = map { trim($_) } split_top_level($configuration);
    return $written if @configuration < 2 || @configuration > 4;
    my ($grid, $block, $shared, $stream) = (@configuration, '0', '0')[0 .. 3];
    my $name = defined $template ? "HIP_KERNEL_NAME($kernel" . trim($template) . ')'
                                 : $kernel;
    my $call = 'hipLaunchKernelGGL(' . join(', ', $name, as_dim3($grid),
                                            as_dim3($block), $shared, $stream);
    my $inner = substr($arguments, 1, -1);
    $call .= ", $inner" if $inner =~ /\S/;
    return "$call)";
}

# nvcc includes the CUDA runtime into every CUDA source before anything
# else, which HIP's compilers do not: the HIP runtime header becomes the
# first include of a .cu source that uses CUDA, and a later one is dropped.
sub insert_runtime_include {
    my ($hip, $context) = @_;
    my $uses_cuda = %{$context->{stats}{converted}}
        || %{$context->{stats}{unconverted}} || $$hip =~ /^[ \t]*#[ \t]*include[ \t]*"/m;
    return unless $uses_cuda;
    my $runtime = qr{[ \t]*#[ \t]*include[ \t]*[<"]hip/hip_runtime\.h[>"][^\n]*\n};
    my $include = qr{[ \t]*#[ \t]*include};
    return if $$hip =~ /\A(?:(?!$include)[^\n]*\n)*$runtime/;
    $$hip =~ s/^$runtime//gm;
    $$hip =~ s/^(?=$include)/#include <hip\/hip_runtime.h>\n/m
        or $$hip =~ s/\A((?:[ \t]*(?:\/\/[^\n]*)?\n)*)/$1#include <hip\/hip_runtime.h>\n/;
}

sub print_stats {
    my ($title, $stats) = @_;
    my %counts;
    for my $outcome ('converted', 'unconverted') {
        $counts{$outcome} = 0;
        $counts{$outcome} += $_->[0] for values %{$stats->{$outcome}};
    }
    my $all = $counts{converted} + $counts{unconverted};
    my $percent = $all ? 100 - $counts{unconverted} / $all * 100 : 100;
    print STDERR "[HIPIFY] info: $title statistics:\n";
    print STDERR "  CONVERTED refs count: $counts{converted}\n";
    print STDERR "  UNCONVERTED refs count: $counts{unconverted}\n";
    printf STDERR "  CONVERSION %%: %.1f\n", $percent;
    for my $outcome ('converted', 'unconverted') {
        my $names = $stats->{$outcome};
        next unless %$names;
        my $heading = uc $outcome;
        my (%by_type, %by_api);
        for my $entry (values %$names) {
            $by_type{$entry->[1]} += $entry->[0];
            $by_api{$entry->[2]} += $entry->[0];
        }
        print STDERR "[HIPIFY] info: $heading refs by type:\n";
        print STDERR "  $_: $by_type{$_}\n" for grep { $by_type{$_} } @CATEGORIES;
        print STDERR "[HIPIFY] info: $heading refs by API:\n";
        print STDERR "  $_: $by_api{$_}\n" for grep { $by_api{$_} } @APIS;
        print STDERR "[HIPIFY] info: $heading refs by names:\n";
        print STDERR "  $_: $names->{$_}[0]\n" for sort keys %$names;
    }
}
